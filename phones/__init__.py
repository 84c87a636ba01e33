"""Phones as players' hands: a room per table, its little server (room.py), what a phone
may say (protocol.py), the address to show (addresses.py), the QR code's modules (qr.py)
and the page a phone opens (page/). Pure Python: no pygame here."""
