import { Text, Title } from '@mantine/core';

/** The heading of a screen: its name, and a dimmed line on what the screen is for. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
    </div>
  );
}
