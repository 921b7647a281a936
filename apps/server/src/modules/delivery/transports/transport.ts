import type { Readable } from 'node:stream';

/** A file to send: a local path when storage is a disk (lets a transport link or fastPut it), else a stream. */
export interface TransportSource {
  localPath: string | null;
  open(): Readable;
}

/**
 * Where a store's packages go. Paths are relative POSIX paths inside the store's root
 * ("<batch>/<UPC>/resources/<UPC>.jpg"). Text files (messages, manifests) are written under a
 * temporary name and renamed, so a store polling the folder never reads half a file.
 */
export interface Transport {
  /** For the delivery log: "folder /data/deliveries/spotify", "sftp user@host:/inbox". */
  readonly description: string;
  putFile(path: string, source: TransportSource): Promise<void>;
  writeText(path: string, text: string): Promise<void>;
  /** Names of the plain files in a folder (none when it does not exist). */
  listFiles(dir: string): Promise<string[]>;
  readText(path: string): Promise<string>;
  /** A file as a stream, never held whole (the store's trend files may be gigabytes). */
  openRead(path: string): Promise<Readable>;
  /** Moves a file (the target folder is made), replacing what is there. */
  move(from: string, to: string): Promise<void>;
  remove(path: string): Promise<void>;
  close(): Promise<void>;
}
