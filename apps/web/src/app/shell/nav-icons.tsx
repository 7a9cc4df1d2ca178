import type { ReactNode } from 'react';
import {
  BoxIcon,
  BuildingIcon,
  CardIcon,
  ChartIcon,
  ChatIcon,
  FlaskIcon,
  HomeIcon,
  PeopleIcon,
  ReceiptIcon,
  RefreshIcon,
  SettingsIcon,
  ShieldIcon,
  TagIcon,
  TentIcon,
} from '../../components/icons';
import type { AdminMenuItem } from './admin-menu';
import type { MenuItem } from './institution-menu';

export const INSTITUTION_ICONS: Record<MenuItem['icon'], ReactNode> = {
  home: <HomeIcon size={18} />,
  lab: <FlaskIcon size={18} />,
  people: <PeopleIcon size={18} />,
  inventory: <BoxIcon size={18} />,
  camp: <TentIcon size={18} />,
  chat: <ChatIcon size={18} />,
  settings: <SettingsIcon size={18} />,
  haemovigilance: <ShieldIcon size={18} />,
  reports: <ChartIcon size={18} />,
};

export const ADMIN_ICONS: Record<AdminMenuItem['icon'], ReactNode> = {
  dashboard: <ChartIcon size={18} />,
  transaction: <ReceiptIcon size={18} />,
  institutions: <BuildingIcon size={18} />,
  admins: <ShieldIcon size={18} />,
  users: <PeopleIcon size={18} />,
  pricing: <TagIcon size={18} />,
  plans: <CardIcon size={18} />,
  configuration: <SettingsIcon size={18} />,
  audit: <RefreshIcon size={18} />,
};
