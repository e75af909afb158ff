import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard, Settings, Wrench } from 'lucide-react';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** Every item needs a signed-in user and is hidden when signed out. */
export const navItems: readonly NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { path: '/tools', label: 'Tools', icon: Wrench },
  { path: '/settings', label: 'Settings', icon: Settings },
];
