import { SetupPage } from './setup-page.js';

export default function SetupLabelPage() {
  return <SetupPage kind="label" />;
}
