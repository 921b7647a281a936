import { updateStoreConnection } from '../modules/delivery/index.js';
import type { DemoContext } from './demo-context.js';

/**
 * Stores & connections as a new install would start: Spotify through Liner's own folder as a
 * test store (so the demo's packages are "packaged (test)", never "sent"), and Beatport set up
 * for SFTP but disabled until its account works (its password sealed like a real one).
 */
export async function seedStores(ctx: DemoContext): Promise<void> {
  await updateStoreConnection(ctx.deps, 'spotify', {
    enabled: true,
    dpid: 'PADPIDA2011072101T',
    isTest: true,
    transport: { kind: 'folder' },
  });
  await updateStoreConnection(ctx.deps, 'beatport', {
    enabled: false,
    dpid: '',
    isTest: true,
    transport: {
      kind: 'sftp',
      host: 'sftp.beatport.example',
      port: 22,
      username: 'liner-demo',
      remoteDir: '/incoming',
      auth: 'password',
      password: 'demo-password-not-a-real-one',
    },
  });
}
