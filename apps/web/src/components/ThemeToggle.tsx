import { Button } from 'react-bootstrap';
import { useTheme } from '../lib/theme';
import { themeToggleIcon, themeToggleLabel } from '../lib/theme-preference';
import { Icon } from './Icon';

/** Dark mode switch; the label names what a press does, the icon shows it. */
export function ThemeToggle({ variant = 'outline-secondary' }: { variant?: string }) {
  const [theme, toggle] = useTheme();
  const label = themeToggleLabel[theme];
  return (
    <Button variant={variant} size="sm" onClick={toggle} title={label} className="d-inline-flex align-items-center">
      <Icon name={themeToggleIcon[theme]} />
      <span className="visually-hidden">{label}</span>
    </Button>
  );
}
