import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Stroke widths of the pad, in CSS pixels. */
const STROKE = { minWidth: 0.5, maxWidth: 2.5 } as const;
const HEIGHT = 160;

/**
 * A box to sign in with a mouse, a finger or a pen. The paper is white in both themes, so the
 * JPEG the server keeps looks like ink on paper. `onChange` gets the drawing as a JPEG data URL
 * after each stroke, or null once cleared.
 */
export function SignatureField({ onChange }: { onChange(signature: string | null): void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Sized in device pixels, so strokes stay sharp on high-density screens.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = HEIGHT * ratio;
    if (ratio !== 1) canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { ...STROKE, penColor: '#111827', backgroundColor: 'rgb(255,255,255)' });
    pad.clear();
    const endStroke = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/jpeg', 0.9));
    pad.addEventListener('endStroke', endStroke);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label="Signature area: sign your name here"
        sx={{
          width: '100%',
          height: HEIGHT,
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={clear}>
          Clear signature
        </Button>
      </Stack>
    </Stack>
  );
}
