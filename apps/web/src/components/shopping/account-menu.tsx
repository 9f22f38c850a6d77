import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@farmai/contracts';
import { LanguagesIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { activateLanguage, useLanguage, useT } from '@/lib/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { type AccountMenuProps, AvatarButton } from './avatar-button';

/**
 * The avatar menu: 'Logged in as {userName}', Account, the language and Logout
 * (docs/product/screens.md#shopper-layout). Loaded after the first paint.
 */
export function AccountMenu({ userName, onLogout, defaultOpen }: AccountMenuProps & { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const t = useT();
  const language = useLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarButton userName={userName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">
          {t('common.loggedInAs')} {userName}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.shop.account)}>
          <UserIcon aria-hidden="true" />
          {t('common.account')}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <LanguagesIcon aria-hidden="true" />
            {t('common.language')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={language}
              onValueChange={(language) => {
                if (isLanguage(language)) void activateLanguage(language).catch(() => undefined);
              }}
            >
              {LANGUAGES.map((language) => (
                <DropdownMenuRadioItem key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" />
          {t('common.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
