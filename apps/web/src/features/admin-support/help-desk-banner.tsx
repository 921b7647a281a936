import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useHelpDeskSettingsQuery } from './help-desk-api.js';

/**
 * While Zendesk is the desk, new portal tickets go there and are answered there: the inbox says
 * so above the tickets it still holds from before the switch.
 */
export function HelpDeskBanner() {
  const settings = useHelpDeskSettingsQuery();
  const agentUrl = settings.data?.provider === 'zendesk' ? settings.data.agent_url : null;
  if (!agentUrl) return null;
  return (
    <Alert severity="info">
      Support tickets now go to Zendesk and are answered there:{' '}
      <Link href={agentUrl} target="_blank" rel="noopener noreferrer">
        open Zendesk’s agent workspace
      </Link>
      . This inbox keeps the tickets written before the switch.
    </Alert>
  );
}
