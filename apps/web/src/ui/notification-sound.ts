import soundUrl from './notification-sound.wav';

/** Volume 0.6; preference kept locally, default on. */
export const SOUND_PREFERENCE_KEY = 'notificationSoundEnabled';
export const SOUND_VOLUME = 0.6;
const TITLE_BELL_MS = 2000;

export function isSoundEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_PREFERENCE_KEY) !== 'false';
  } catch {
    return true;
  }
}

export function setSoundEnabled(enabled: boolean): void {
  localStorage.setItem(SOUND_PREFERENCE_KEY, String(enabled));
}

type AudioContextConstructor = typeof AudioContext;

/** A short synthesised beep; resolves false when the browser will not play it (no gesture yet). */
async function beep(): Promise<boolean> {
  const Context: AudioContextConstructor | undefined =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Context) return false;
  const context = new Context();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  if (context.state !== 'running') {
    void context.close();
    return false;
  }
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(SOUND_VOLUME * 0.3, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.3);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.3);
  oscillator.onended = () => void context.close();
  return true;
}

/** Without sound, a bell in front of the page title for 2 s still draws the eye to the tab. */
function flashTitle(): void {
  const bell = '\u{1F514} ';
  if (document.title.startsWith(bell)) return;
  document.title = bell + document.title;
  window.setTimeout(() => {
    if (document.title.startsWith(bell)) document.title = document.title.slice(bell.length);
  }, TITLE_BELL_MS);
}

/** Play the sound; if that fails try a beep, then a bell prefix on the page title. */
export async function playNotificationSound(): Promise<void> {
  if (!isSoundEnabled()) return;
  try {
    const audio = new Audio(soundUrl);
    audio.volume = SOUND_VOLUME;
    await audio.play();
  } catch {
    const beeped = await beep().catch(() => false);
    if (!beeped) flashTitle();
  }
}
