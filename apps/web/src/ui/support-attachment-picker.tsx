import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { SUPPORT_ATTACHMENT_TYPES, SUPPORT_LIMITS, SUPPORT_MESSAGES, type SupportAttachment } from '@liner/domain';
import { supportApi } from '../lib/support.js';
import { errorMessages } from './server-errors.js';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain';

/** Why a chosen file is refused before it is sent, or null (the server checks its content again). */
export function attachmentProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return SUPPORT_MESSAGES.attachmentEmpty;
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) return SUPPORT_MESSAGES.attachmentTooLarge;
  if (file.type && !(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type))
    return SUPPORT_MESSAGES.attachmentType;
  return null;
}

/**
 * Files for a ticket message: each is uploaded as soon as it is chosen (with its progress), and
 * the message names the stored files. A refused file says why and keeps the others.
 */
export function AttachmentPicker({
  value,
  onChange,
  disabled,
}: {
  value: SupportAttachment[];
  onChange(files: SupportAttachment[]): void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const add = async (files: File[]) => {
    const room = SUPPORT_LIMITS.attachmentsMax - value.length;
    const found: string[] = files.length > room ? [SUPPORT_MESSAGES.tooManyAttachments] : [];
    let attached = [...value];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = attachmentProblem(file);
      if (problem) {
        found.push(`${file.name}: ${problem}`);
        continue;
      }
      try {
        setProgress(0);
        attached = [...attached, await supportApi.attach(file, setProgress)];
        onChange(attached);
      } catch (error) {
        found.push(`${file.name}: ${errorMessages(error).join(' ')}`);
      } finally {
        setProgress(null);
      }
    }
    setProblems(found);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || progress !== null || value.length >= SUPPORT_LIMITS.attachmentsMax}
        >
          Attach files
        </Button>
        {value.map((file) => (
          <Chip
            key={file.id}
            size="small"
            label={file.file_name}
            onDelete={disabled ? undefined : () => onChange(value.filter((other) => other.id !== file.id))}
          />
        ))}
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={ACCEPT}
          aria-label="Attach files"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void add(files);
          }}
        />
      </Stack>
      {progress !== null && <LinearProgress variant="determinate" value={progress * 100} aria-label="Uploading" />}
      {problems.map((problem) => (
        <FormHelperText key={problem} error>
          {problem}
        </FormHelperText>
      ))}
      <FormHelperText>
        Up to {SUPPORT_LIMITS.attachmentsMax} files: PDF, PNG, JPEG or text,{' '}
        {SUPPORT_LIMITS.attachmentMaxBytes / 1048576} MB each.
      </FormHelperText>
    </Stack>
  );
}
