import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicLayout } from '../auth/public-layout';

/** The frame of the password screens: a titled card on the public layout. */
export function PasswordCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout size="xs">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" mt={6}>
                {intro}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
