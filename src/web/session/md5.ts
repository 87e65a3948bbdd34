// Password on the wire (spec §5): hashed with MD5 only when the variant's isMd5 flag is on
// (off in the delivered build), so the server sees what the variant's users table expects.
import SparkMD5 from 'spark-md5'

export function passwordForWire(password: string, isMd5: boolean): string {
  return isMd5 ? SparkMD5.hash(password) : password
}
