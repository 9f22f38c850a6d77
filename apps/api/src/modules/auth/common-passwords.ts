import { passwordWeakness } from '@farmai/contracts';

/**
 * Passwords that appear at the top of every published list of leaked passwords, with their
 * obvious variants, at least 8 characters long (shorter ones are refused anyway). Guessers try
 * these first, so an account protected by one is open to anyone.
 */
const COMMON_PASSWORDS = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd pa$$word passwort
12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210 11111111 111111111
00000000 000000000 22222222 55555555 66666666 88888888 99999999 12341234 12121212 11223344 112233445566
123123123 123456123456 147258369 123698745 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx
qwertyuiop qwerty123 qwerty1234 qwerty12345 qwertyui qwertyuiop123 asdfghjkl asdfghjk asdf1234 zxcvbnm123
zxcvbnma abcd1234 abcdefgh abc12345 abc123456 a1b2c3d4 aa123456 aa12345678 a12345678 q1w2e3r4 q1w2e3r4t5
iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball basketball
welcome1 welcome123 letmein1 letmein123 trustno1 superman batman123 starwars whatever computer internet
michelle jennifer jessica1 samantha charlie1 michael1 jordan23 liverpool chelsea1 arsenal1 manchester
master123 shadow123 monkey123 dragon123 killer123 hunter123 freedom1 football123 soccer123 loveme123
mustang1 maverick thunder1 midnight1 pokemon1 naruto123 cookie123 chocolate butterfly fuckyou1
admin123 admin1234 administrator adminadmin root1234 rootroot toor1234 changeme changeme1 default1
secret123 mypassword mypass123 temp1234 test1234 testtest test12345 guest123 user1234 login123 demo1234
access14 access123 security1 sample123 example1 nothing1 anything1 unknown1 letmein! welcome!
qazwsxedc qazwsx123 1234qwer 1234abcd 12qwaszx zxcvbnm1 asdfasdf qweqweqwe qwe123qwe 159753456
147852369 741852963 789456123 456789123 321654987 963852741 258456357 135792468 246813579
iloveyou123 lovelove loveyou1 babygirl1 sweetheart angel123 family123 forever1 blessed1 jesus123
farmer123 farming1 harvest1 tractor1 farmai123 farmaiadmin
`
  .split(/\s+/)
  .filter((p) => p.length >= 8);

const common = new Set(COMMON_PASSWORDS);

/** Why the password must not be used (a message id), or undefined when it may. */
export function passwordProblem(
  password: string,
  email: string,
): 'auth.commonPassword' | 'auth.passwordHasEmail' | 'auth.passwordRepeated' | undefined {
  if (common.has(password.trim().toLowerCase())) return 'auth.commonPassword';
  // the rules the browser checks too (packages/contracts/src/forms.ts)
  const weakness = passwordWeakness(password, email);
  if (weakness === 'hasEmail') return 'auth.passwordHasEmail';
  if (weakness === 'repeated') return 'auth.passwordRepeated';
  return undefined;
}
