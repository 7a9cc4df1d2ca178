import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

/** The back arrow of a screen reached from another (docs/spec/part-1-institution-side.md §2: "back to /"). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} w="fit-content">
      <Group gap={6} wrap="nowrap">
        <ArrowLeftIcon size={16} />
        {label}
      </Group>
    </Anchor>
  );
}
