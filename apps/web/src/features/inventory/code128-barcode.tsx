import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './unit-label.module.css';

/**
 * A Code 128 barcode drawn as inline SVG, so it prints as sharp as the printer allows at any size.
 * Each bar module is 2 units wide and the quiet zone either side is 10 modules (what scanners need); the
 * eye-readable text is the caller's, printed in HTML under it, so JsBarcode draws bars only.
 */
export function Code128Barcode({
  value,
  label,
  unprintable,
}: {
  value: string;
  /** What the barcode says, for a screen reader. */
  label: string;
  /** Shown instead when the value holds characters Code 128 cannot carry. */
  unprintable: string;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [valid, setValid] = useState(true);

  useLayoutEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      width: 2,
      height: 50,
      // The quiet zone is needed either side only; above and below, the label's own spacing is enough.
      margin: 0,
      marginLeft: 20,
      marginRight: 20,
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
      valid: setValid,
    });
  }, [value]);

  return (
    <>
      <svg
        ref={svg}
        role="img"
        aria-label={label}
        className={classes.barcode}
        style={valid ? undefined : { display: 'none' }}
      />
      {!valid && <p className={classes.unprintable}>{unprintable}</p>}
    </>
  );
}
