import '@mantine/core/styles/EmptyState.layer.css';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** Already translated, e.g. t('people.noDonors', 'No Data Available'). */
  title: string;
  description?: string;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The empty state of a table or list; texts per screen are in the specs' §8. */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} icon={icon} size="sm" variant="light" py="xl">
      {children}
    </MantineEmptyState>
  );
}
