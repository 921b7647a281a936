import { ClaimFlow } from './claim-flow.js';
import { YoutubeDisputeForm } from './youtube-dispute-form.js';

/** /support/youtube-dispute — a Content ID claim on a video that uses a track of the person's catalog. */
export default function YoutubeDisputePage() {
  return (
    <ClaimFlow
      kind="youtube-dispute"
      title="YouTube claim dispute"
      intro="A Content ID claim on your video is wrong? Tell us which video and which of your tracks, and why: we take it up with YouTube and the claimant."
    >
      {(onStarted) => <YoutubeDisputeForm onStarted={onStarted} />}
    </ClaimFlow>
  );
}
