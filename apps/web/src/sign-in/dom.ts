/**
 * Just enough to build the sign-in page without a framework. Text is always appended as text nodes, never
 * parsed as HTML, so whatever a server message or a translation holds is shown, not run.
 */

type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | false | null | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

type Shape = [tag: 'path' | 'circle', attributes: Record<string, string>];

/** A decorative stroke icon (hidden from assistive technology), as the app's own icons draw them. */
export function icon(size: number, shapes: Shape[], viewBox = '0 0 24 24', strokeWidth = '2'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    width: String(size),
    height: String(size),
    viewBox,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': strokeWidth,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const [tag, shapeAttributes] of shapes) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shapeAttributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

// The same drawings as apps/web/src/components/icons.tsx and Mantine's password toggle.
export const dropIcon = (size: number) =>
  icon(size, [['path', { d: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z' }]]);
export const checkIcon = (size: number) => icon(size, [['path', { d: 'M5 12l5 5L20 7' }]]);

export const eyeIcon = (size: number) =>
  icon(
    size,
    [
      ['path', { d: 'M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z' }],
      ['circle', { cx: '128', cy: '128', r: '40' }],
    ],
    '0 0 256 256',
    '16',
  );

export const eyeOffIcon = (size: number) =>
  icon(
    size,
    [
      ['path', { d: 'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53' }],
      [
        'path',
        {
          d: 'M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6',
        },
      ],
    ],
    '0 0 256 256',
    '16',
  );
