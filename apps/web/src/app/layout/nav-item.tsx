import { NavLink, Tooltip, useDirection } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type NavItemProps = {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  to?: string;
  href?: string;
  active?: boolean;
  onClick?: () => void;
  children?: ReactNode;
  opened?: boolean;
  onToggle?: () => void;
};

/** One side-navigation entry; collapsed, it shows its icon with the label as a tooltip. */
export function NavItem({
  label,
  icon,
  collapsed,
  to,
  href,
  active,
  onClick,
  children,
  opened,
  onToggle,
}: NavItemProps) {
  const { dir } = useDirection();
  const common = {
    label: collapsed ? undefined : label,
    'aria-label': collapsed ? label : undefined,
    leftSection: icon,
    active,
    variant: 'light' as const,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  };
  let item: ReactNode;
  if (to) item = <NavLink component={Link} to={to} {...common} />;
  else if (href) item = <NavLink component="a" href={href} target="_blank" rel="noopener" {...common} />;
  else if (children && !collapsed) {
    item = (
      <NavLink
        component="button"
        type="button"
        {...common}
        opened={opened}
        onChange={onToggle}
        childrenOffset={28}
      >
        {children}
      </NavLink>
    );
  } else item = <NavLink component="button" type="button" onClick={onClick ?? onToggle} {...common} />;
  return collapsed ? (
    <Tooltip label={label} position={dir === 'rtl' ? 'left' : 'right'} withArrow>
      <div>{item}</div>
    </Tooltip>
  ) : (
    item
  );
}
