/**
 * Mantine's styles, component by component instead of the whole 36 KB gzip `@mantine/core/styles.css`
 * (docs/decisions/0029-code-splitting.md). Here: the global styles, the components other Mantine components
 * are built on (the head of Mantine's own styles.css, in its order) and those every screen shows (loading,
 * errors, popups). Any other component's stylesheet is imported by the file that renders it, so it arrives
 * with that screen: `import '@mantine/core/styles/Table.layer.css';`. The bundle budget test fails when a
 * screen renders a Mantine component whose stylesheet it does not load.
 *
 * The `.layer.css` files put Mantine in the `mantine` cascade layer: our own CSS modules win over it
 * whatever order the screens' stylesheets arrive in. main.tsx imports this module first.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// What other components build on, in the order of @mantine/core/styles.css.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
// What the frame of every screen shows: loading, route errors, popups, notifications.
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
