import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { StoreLinkUrl } from '@liner/domain';
import { TextInput } from '../../ui/text-input.js';

export interface StoreLinkRowProps {
  name: string;
  url: string;
  enabled: boolean;
  index: number;
  count: number;
  busy: boolean;
  /** Set right after this row was moved by its arrows: keep the keyboard focus on them. */
  refocus: 'up' | 'down' | null;
  onSaveUrl(url: string): void;
  onToggle(enabled: boolean): void;
  onMove(to: number): void;
  onRemove(): void;
  onDragStart(index: number): void;
  onDropAt(index: number): void;
}

/**
 * One store of a smart link: its URL (saved on Enter or the save button), shown or hidden, and
 * moved by drag-and-drop or by the up/down buttons, which keyboard and screen-reader users reach.
 */
// Slimmer arrows on a phone, so the store's name keeps its room beside them.
const tight = { p: { xs: 0.5, sm: 1 } } as const;

export function StoreLinkRow(props: StoreLinkRowProps) {
  const { name, url, enabled, index, count, busy } = props;
  const [draft, setDraft] = useState(url);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setDraft(url), [url]);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  const { refocus } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a move of the row (index) must hand the focus back too
  useEffect(() => {
    if (!refocus || busy) return;
    // At the top or bottom the pressed arrow is disabled: hand the focus to the other one.
    const wanted = refocus === 'up' ? upButton.current : downButton.current;
    const other = refocus === 'up' ? downButton.current : upButton.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [refocus, busy, index]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StoreLinkUrl.safeParse(draft);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the link');
    setProblem(null);
    props.onSaveUrl(parsed.data);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    props.onDropAt(index);
  };
  return (
    <ListItem
      divider
      draggable
      onDragStart={() => props.onDragStart(index)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drop}
      sx={{ gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' }, px: { xs: 1, sm: 2 } }}
    >
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', minWidth: 0, flex: { xs: '1 1 0', md: '0 0 230px' } }}
      >
        <DragIndicator sx={{ color: 'text.disabled', cursor: 'grab' }} aria-hidden />
        <Checkbox
          checked={enabled}
          onChange={(event) => props.onToggle(event.target.checked)}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `Show ${name} on the public page` } }}
        />
        <Typography noWrap sx={{ fontWeight: 600, color: enabled ? 'text.primary' : 'text.disabled' }}>
          {index + 1}. {name}
        </Typography>
      </Stack>
      <Stack
        component="form"
        onSubmit={save}
        direction="row"
        spacing={1}
        sx={{
          flex: { xs: '1 1 100%', md: '1 1 auto' },
          order: { xs: 2, md: 1 },
          minWidth: 0,
          alignItems: 'flex-start',
        }}
      >
        <TextInput
          label={`${name} link`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="small"
          fullWidth
          error={!!problem}
          helperText={problem ?? undefined}
          inputProps={{ inputMode: 'url' }}
        />
        <Tooltip title="Save link">
          <span>
            <IconButton type="submit" aria-label={`Save the ${name} link`} disabled={busy || draft === url}>
              <SaveOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack
        direction="row"
        sx={{ ml: 'auto', order: { xs: 1, md: 2 }, alignSelf: { xs: 'center', md: 'flex-start' } }}
      >
        <IconButton
          ref={upButton}
          aria-label={`Move ${name} up`}
          sx={tight}
          disabled={busy || index === 0}
          onClick={() => props.onMove(index - 1)}
        >
          <ArrowUpward />
        </IconButton>
        <IconButton
          ref={downButton}
          aria-label={`Move ${name} down`}
          sx={tight}
          disabled={busy || index === count - 1}
          onClick={() => props.onMove(index + 1)}
        >
          <ArrowDownward />
        </IconButton>
        <IconButton aria-label={`Remove ${name}`} sx={tight} disabled={busy} onClick={props.onRemove} color="error">
          <DeleteOutline />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
