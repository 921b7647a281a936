import { ClaimFlow } from './claim-flow.js';
import { DmcaForm } from './dmca-form.js';

/** /support/dmca — a copyright notice, from anyone: rights holders rarely have an account. */
export default function DmcaPage() {
  return (
    <ClaimFlow
      kind="dmca"
      title="DMCA notice"
      intro="Your copyrighted work is used without permission in a release we distribute? Send us a notice with what the law asks for; we act on complete notices and tell you what we did."
    >
      {(onStarted) => <DmcaForm onStarted={onStarted} />}
    </ClaimFlow>
  );
}
