/**
 * The music's waveform, drawn from the analyser after the volume. With reduced motion asked
 * for (system setting or Accessibility Center), nothing moves: the panel gives the level as text.
 */
import { useEffect, useRef } from 'react';
import { musicPlayer } from './music-player';

interface VisualiserProps {
  playing: boolean;
  reducedMotion: boolean;
}

function draw(canvas: HTMLCanvasElement, samples: Float32Array): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  ctx.clearRect(0, 0, width, height);
  const style = getComputedStyle(canvas);
  ctx.strokeStyle = style.getPropertyValue('--accent').trim() || '#2557d6';
  ctx.lineWidth = 2 * (window.devicePixelRatio || 1);
  ctx.beginPath();
  for (let i = 0; i < samples.length; i++) {
    const x = (i / (samples.length - 1)) * width;
    // Music sits well below full scale: drawn four times larger, clipped at the edges.
    const sample = Math.max(-1, Math.min(1, (samples[i] ?? 0) * 4));
    const y = height / 2 - sample * (height / 2) * 0.9;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.stroke();
}

export function Visualiser({ playing, reducedMotion }: VisualiserProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    draw(canvas, musicPlayer.readWaveform());
    if (!playing || reducedMotion) return;
    let frame = requestAnimationFrame(function loop() {
      draw(canvas, musicPlayer.readWaveform());
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, reducedMotion]);

  if (reducedMotion) return null;
  return (
    <canvas
      ref={canvasRef}
      className="music-visualiser"
      role="img"
      aria-label="Waveform of the music playing"
    />
  );
}
