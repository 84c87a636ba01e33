"""The address phones reach this computer at, read from its own network interfaces
(psutil): nothing is sent anywhere to find it."""

from __future__ import annotations

import ipaddress
import socket

import psutil

LOOPBACK = "127.0.0.1"


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses a phone on the same network could reach, home-network
    ranges (192.168.x, 10.x, 172.16-31.x) first; [] when it has none (no Wi-Fi or cable)."""
    found: list[ipaddress.IPv4Address] = []
    for entries in psutil.net_if_addrs().values():
        for entry in entries:
            if entry.family != socket.AF_INET:
                continue
            address = ipaddress.IPv4Address(entry.address)
            if address.is_loopback or address.is_link_local or address.is_unspecified or address in found:
                continue
            found.append(address)
    found.sort(key=lambda address: (not address.is_private, int(address)))
    return [str(address) for address in found]


def addresses_for(host: str) -> list[str]:
    """The addresses a server bound to `host` answers on: every LAN address for all interfaces
    ("0.0.0.0"), else the one it was given (tests bind 127.0.0.1)."""
    if host == "0.0.0.0":
        return lan_addresses() or [LOOPBACK]
    return [host]
