// Which IP addresses the server may fetch from on a user's behalf: public unicast only. Loopback, private,
// link-local (cloud metadata at 169.254.169.254), unique-local, CGNAT, multicast, reserved and the IPv6
// forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are all refused.
import ipaddr from "ipaddr.js";

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === "unicast";
}
