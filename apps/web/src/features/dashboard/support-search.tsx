import { useState, type FormEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../ui/text-input.js';
import Search from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { helpCentreSearch } from '../../app/shell/external-links.js';

/** Searches the help centre (built in, or the install's own site in a new tab); disabled while empty. */
export function SupportSearch() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const trimmed = query.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    const target = helpCentreSearch(trimmed);
    if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer');
    else void navigate(target.href);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in every browser we support; the form role says the same
    <form role="search" onSubmit={submit} aria-label="Search help articles">
      <TextInput
        label="Search help articles"
        placeholder="How do I change my release date?"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        size="small"
        endAdornment={
          <InputAdornment position="end">
            <IconButton type="submit" aria-label="Search" disabled={!trimmed} edge="end">
              <Search />
            </IconButton>
          </InputAdornment>
        }
      />
    </form>
  );
}
