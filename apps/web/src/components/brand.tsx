import { Group, Text } from '@mantine/core';
import { DropIcon } from './icons';

/** The RaktSetu word mark. The name is not translated. */
export function Brand({ inverted = false, size = 'md' }: { inverted?: boolean; size?: 'md' | 'lg' }) {
  const big = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <Text component="span" c={inverted ? 'white' : 'blood.6'} display="flex" aria-hidden="true">
        <DropIcon size={big ? 30 : 24} />
      </Text>
      <Text component="span" fw={750} fz={big ? 26 : 20} c={inverted ? 'white' : 'dark.7'} lh={1}>
        Rakt
        <Text component="span" inherit c={inverted ? 'white' : 'blood.6'}>
          Setu
        </Text>
      </Text>
    </Group>
  );
}
