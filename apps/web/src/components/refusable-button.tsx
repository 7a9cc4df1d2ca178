import '@mantine/core/styles/Tooltip.layer.css';
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface RefusableButtonProps extends ButtonProps {
  /** Why the button may not be used now; null when it may. */
  refusal: string | null;
  onClick: () => void;
  /** Fetches ahead what the click opens, on pointing or focus, while the button may be used. */
  onPrefetch?: () => void;
  'aria-label'?: string;
  style?: React.CSSProperties;
  children: ReactNode;
}

/**
 * A button that, when it may not be used, stays in the tab order, looks and acts disabled, and says why: on
 * pointing or focus (the tooltip) and to screen readers (aria-describedby). A disabled HTML button would do
 * neither — it leaves the tab order and a tooltip cannot show on it. The tree is the same either way, so the
 * button keeps focus when it becomes usable.
 */
export function RefusableButton({ refusal, onClick, onPrefetch, children, ...props }: RefusableButtonProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip label={refusal} disabled={!refusal} events={{ hover: true, focus: true, touch: true }}>
        <Button
          {...props}
          onClick={() => {
            if (!refusal) onClick();
          }}
          onPointerEnter={refusal ? undefined : onPrefetch}
          onFocus={refusal ? undefined : onPrefetch}
          data-disabled={refusal ? true : undefined}
          aria-disabled={refusal ? true : undefined}
          aria-describedby={refusal ? reasonId : undefined}
        >
          {children}
        </Button>
      </Tooltip>
      {refusal && <VisuallyHidden id={reasonId}>{refusal}</VisuallyHidden>}
    </>
  );
}
