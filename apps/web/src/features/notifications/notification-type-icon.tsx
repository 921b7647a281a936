import Assessment from '@mui/icons-material/Assessment';
import Campaign from '@mui/icons-material/Campaign';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import Security from '@mui/icons-material/Security';
import type { NotificationType } from '@liner/domain';

const ICONS = {
  message: MailOutlined,
  report: Assessment,
  security: Security,
  payout: Payments,
  announcement: Campaign,
  other: Notifications,
  notification: Notifications,
} satisfies Record<NotificationType, typeof Notifications>;

export const NOTIFICATION_TYPE_LABEL: Record<NotificationType, string> = {
  message: 'Message',
  report: 'Report',
  security: 'Security',
  payout: 'Payout',
  announcement: 'Announcement',
  other: 'Notification',
  notification: 'Notification',
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type];
  return <Icon titleAccess={NOTIFICATION_TYPE_LABEL[type]} color={type === 'security' ? 'warning' : 'primary'} />;
}
