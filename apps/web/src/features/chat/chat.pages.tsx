import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';

// Chat arrives with its own issue; until then the route says so.

export function ChatPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('chat.title', 'Chat')} />;
}
