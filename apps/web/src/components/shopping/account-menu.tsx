import { LogOutIcon, UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { type AccountMenuProps, AvatarButton } from './avatar-button';
import { chromeTexts } from './texts';

/** The avatar menu: 'Logged in as {userName}', Account and Logout (docs/product/screens.md#shopper-layout). Loaded after the first paint. */
export function AccountMenu({ userName, onLogout, defaultOpen }: AccountMenuProps & { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarButton userName={userName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">
          {chromeTexts.loggedInAs} {userName}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.shop.account)}>
          <UserIcon aria-hidden="true" />
          {chromeTexts.account}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" />
          {chromeTexts.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
