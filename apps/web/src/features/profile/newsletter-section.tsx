import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useSession } from '../../app/session.js';
import { SectionCard } from '../../ui/section-card.js';
import { useNewsletterMutation } from './settings-api.js';
import { useProfileFeedback } from './use-profile-feedback.js';

/** The newsletter choice: off until the person turns it on; each flip is saved at once. */
export function NewsletterSection({ subscribed }: { subscribed: boolean }) {
  const { refresh } = useSession();
  const feedback = useProfileFeedback();
  const save = useNewsletterMutation();
  const flip = async (next: boolean) => {
    try {
      feedback.success((await save.mutateAsync({ subscribed: next })).message);
      await refresh();
    } catch (error) {
      feedback.failure(error, () => undefined, []);
    }
  };
  return (
    <SectionCard
      id="newsletter"
      title="Newsletter"
      description="News about Liner, new stores and features, about once a month."
    >
      <FormControlLabel
        control={
          <Switch
            checked={save.isPending ? !subscribed : subscribed}
            disabled={save.isPending}
            onChange={(event) => void flip(event.target.checked)}
          />
        }
        label="Send me the newsletter"
      />
    </SectionCard>
  );
}
