import React, { createContext, useContext, useId } from 'react';

/** The id of the enclosing diagram's arrowhead marker. */
const MarkerContext = createContext('');

interface DiagramProps {
  /** Width of the viewBox; the diagram never grows wider than this many pixels. */
  width: number;
  /** Height of the viewBox. */
  height: number;
  /** What the diagram shows, for screen readers. */
  label: string;
  /**
   * Draw arrowheads this many viewBox units long whatever the arrow's stroke width, instead of the
   * default 6 stroke widths.
   */
  arrowSize?: number;
  children: React.ReactNode;
}

/**
 * The frame of a hand-drawn SVG diagram: a responsive <svg> with an accessible label and the
 * accent-coloured arrowhead that every {@link Arrow} inside it ends with.
 */
export function Diagram({ width, height, label, arrowSize, children }: DiagramProps): React.ReactElement {
  // Marker ids are document-wide, so each diagram needs its own for two on one page not to clash.
  const markerId = `diagram-arrow-${useId()}`;
  const size = arrowSize ?? 6;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width }} role="img" aria-label={label}>
      <defs>
        <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth={size} markerHeight={size} markerUnits={arrowSize === undefined ? undefined : 'userSpaceOnUse'} orient="auto">
          <path d="M0 0 10 5 0 10z" fill="var(--rb-color-accent)" />
        </marker>
      </defs>
      <MarkerContext.Provider value={markerId}>{children}</MarkerContext.Provider>
    </svg>
  );
}

interface ArrowProps extends Omit<React.ComponentPropsWithoutRef<'path'>, 'd' | 'color' | 'strokeWidth'> {
  /** The path the arrow follows; the arrowhead sits at its end. */
  d: string;
  /** Stroke colour of the shaft (the head is always the accent colour). */
  color?: string;
  strokeWidth?: number;
  dashed?: boolean;
}

/** An arrow inside a {@link Diagram}: a stroked path ending in the diagram's arrowhead. */
export function Arrow({ d, color = 'var(--rb-color-accent)', strokeWidth = 2, dashed = false, ...rest }: ArrowProps): React.ReactElement {
  const markerId = useContext(MarkerContext);
  return <path d={d} fill="none" stroke={color} strokeWidth={strokeWidth} strokeDasharray={dashed ? '5 4' : undefined} markerEnd={`url(#${markerId})`} {...rest} />;
}
