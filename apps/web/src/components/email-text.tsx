import { Text } from '@mantine/core';

/**
 * An e-mail in a table cell that may break after its @ only: the column stays narrow without the address
 * being cut into letters, and the other columns keep their room.
 */
export function EmailText({ email }: { email: string | null }) {
  if (!email) return <Text size="sm">—</Text>;
  const at = email.indexOf('@');
  return (
    <Text size="sm">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Text>
  );
}
