import { SetupPage } from './setup-page.js';

export default function SetupArtistPage() {
  return <SetupPage kind="artist" />;
}
