// Passwords that pass the length and letter-and-digit rule yet head every list of leaked
// passwords (public breach corpora, Chinese sites included); compared without regard to case.
// Short on purpose: the rule already refuses the all-digit and all-letter ones.
export const COMMON_PASSWORDS: readonly string[] = `
a12345 a123456 a1234567 a12345678 a123456789 aa123456 aa12345678 aaa111 aaa123 a1b2c3 a1b2c3d4 abc123 abc1234 abc12345 abc123456
abc123456789 abcd123 abcd1234 abcd12345 1234abcd 123abc 123abcd 123456a 1234567a 12345678a 123456789a 123456abc 123456q 123456qq q123456
q1234567 z123456 w123456 qq123456 qq1234567 qwe123 qwe123456 123qwe 123qweasd qweasd123 qwer1234 1234qwer qwert123 qwerty1 qwerty12
qwerty123 qwerty1234 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3 q1w2e3r4 q1w2e3r4t5 1qaz2wsx 1qaz2wsx3edc qaz123 qazwsx123 zaq12wsx asd123 asd123456
asdf1234 asdasd123 zxc123 zxc123456 zxcv1234 zxcvbnm1 zxcvbnm123 password1 password12 password123 passw0rd p@ssw0rd p@ssword1 pass123
pass1234 admin1 admin123 admin1234 admin12345 admin888 administrator1 root123 root1234 test123 test1234 user123 guest123 welcome1 welcome123
letmein1 iloveyou1 iloveyou2 love123 hello123 monkey1 dragon1 master1 shadow1 sunshine1 princess1 football1 baseball1 superman1 batman1
michael1 charlie1 trustno1 woaini1314 woaini123 woaini520 wang123456 zhang123 li123456 a5201314 5201314a abc5201314 aini1314 qazwsxedc123
wms123 wms123456 cangyun123
`
  .split(/\s+/)
  .filter(Boolean)
