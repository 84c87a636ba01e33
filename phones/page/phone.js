// A seat's hand: joins the table with the room's key (after # in the QR's address), keeps
// its seat's token for this game only, shows what the table sends and comes back by itself.
"use strict";

const key = decodeURIComponent(location.hash.slice(1));
const store = "boomtown-seat:" + key;
let socket = null;
let version = 0;
let retry = 1000;
let stopped = false;
let wasTurn = false;
let hintShown = ""; // the hint's words last shown: new words are scrolled into sight

const $ = (id) => document.getElementById(id);

function kept() {
  try { return JSON.parse(localStorage.getItem(store) || "null"); } catch (e) { return null; }
}
function keep(seat) {
  try { seat ? localStorage.setItem(store, JSON.stringify(seat)) : localStorage.removeItem(store); } catch (e) { /* private mode */ }
}

function say(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function note(text) {
  const box = $("note");
  box.textContent = text || "";
  box.hidden = !text;
}

// The theme's symbols, as SVG in the seat's colour.
const SHAPES = {
  circle: '<circle cx="50" cy="50" r="30"/>',
  square: '<rect x="22" y="22" width="56" height="56"/>',
  triangle: '<polygon points="50,16 84,78 16,78"/>',
  diamond: '<polygon points="50,14 84,50 50,86 16,50"/>',
  star: '<polygon points="50,12 60,38 88,38 65,55 74,84 50,66 26,84 35,55 12,38 40,38"/>',
  cross: '<polygon points="38,16 62,16 62,38 84,38 84,62 62,62 62,84 38,84 38,62 16,62 16,38 38,38"/>',
  hexagon: '<polygon points="50,14 82,32 82,68 50,86 18,68 18,32"/>',
  heart: '<path d="M50 84 L18 50 A17 17 0 0 1 50 24 A17 17 0 0 1 82 50 Z"/>',
};
function badge(colour, symbol) {
  const shape = SHAPES[symbol] || SHAPES.circle;
  return '<svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="48" fill="' + colour +
    '"/><g fill="#1b120b">' + shape + "</g></svg>";
}
function safeColour(colour) {
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#d9a441";
}

function showSeats(seats) {
  $("me").hidden = true;
  $("hand").hidden = true;
  $("choices").replaceChildren();
  $("seats").hidden = false;
  $("status").className = "status";
  $("status").textContent = seats.some((s) => s.free) ? "Tap your name." : "Every seat has a phone.";
  const list = $("seat-list");
  list.replaceChildren();
  for (const seat of seats) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice seat";
    button.disabled = !seat.free;
    button.innerHTML = badge(safeColour(seat.colour), seat.symbol);
    button.append(seat.name + (seat.free ? "" : " (has a phone)"));
    button.addEventListener("click", () => say({ kind: "claim", key: key, seat: seat.seat }));
    list.append(button);
  }
}

function showTable(table) {
  version = table.version;
  $("seats").hidden = true;
  $("me").hidden = false;
  const colour = safeColour(table.colour);
  document.documentElement.style.setProperty("--seat", colour);
  $("badge").innerHTML = badge(colour, table.symbol);
  $("name").textContent = table.name;
  $("game").textContent = table.game;
  const status = $("status");
  status.textContent = table.status;
  status.className = table.turn ? "status turn" : "status";
  if (table.turn && !wasTurn && navigator.vibrate) navigator.vibrate(120);
  wasTurn = table.turn;
  const hand = table.hand;
  $("hand").hidden = !hand;
  if (hand) {
    $("hand-title").textContent = hand.title || "Your hand";
    const lines = $("hand-lines");
    lines.replaceChildren();
    for (const [label, value] of hand.lines || []) {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      dd.textContent = value;
      lines.append(dt, dd);
    }
  }
  const choices = $("choices");
  choices.replaceChildren();
  let coins = null; // a game's coins to tap (a choice with "coin"), large and round, in a grid
  table.choices.forEach((choice, index) => {
    if (choice.heading) { // a game's group of choices starts here: its heading, and what it asks
      const heading = document.createElement("h2");
      heading.className = "group";
      heading.textContent = choice.heading;
      choices.append(heading);
      if (choice.words) {
        const words = document.createElement("p");
        words.className = "words";
        words.textContent = choice.words;
        choices.append(words);
      }
      coins = null;
    }
    const button = document.createElement("button");
    button.type = "button";
    if (choice.coin) {
      if (!coins) {
        coins = document.createElement("div");
        coins.className = "coins";
        choices.append(coins);
      }
      button.className = (choice.chosen ? "coin chosen" : "coin") + (choice.die ? " die" : "") + (choice.hinted ? " hinted" : "");
      button.style.setProperty("--metal", safeColour(choice.coin));
      button.setAttribute("aria-pressed", choice.chosen ? "true" : "false");
      for (const [part, text] of [["value", choice.value || ""], ["label", choice.label], ["mark", choice.chosen ? "chosen" : ""]]) {
        const span = document.createElement("span");
        span.className = part;
        span.textContent = text;
        button.append(span);
      }
      coins.append(button);
    } else {
      button.className = (choice.legal ? "choice" : "choice refused") + (choice.hinted ? " hinted" : "");
      button.textContent = choice.label;
      choices.append(button);
    }
    button.addEventListener("click", () => {
      note("");
      say({ kind: "choose", choice: index, version: version });
    });
  });
}

function showHint(words) {
  const box = $("hint");
  box.textContent = words || "";
  box.hidden = !words;
  if (words && words !== hintShown) box.scrollIntoView({ block: "nearest" });
  hintShown = words || "";
}

function hear(event) {
  let message;
  try { message = JSON.parse(event.data); } catch (e) { return; }
  switch (message.kind) {
    case "seats": showSeats(message.seats); break;
    case "welcome": keep({ seat: message.seat, token: message.token }); note(""); retry = 1000; break;
    case "table": showTable(message); showHint(message.hint); break;
    case "refused":
      if (message.code === "token") { keep(null); say({ kind: "join", key: key }); }
      note(message.text);
      break;
    case "taken":
      stopped = true;
      note(message.text);
      $("again").hidden = false;
      break;
    case "over":
      stopped = true;
      keep(null);
      $("choices").replaceChildren();
      $("status").className = "status";
      $("status").textContent = message.text;
      break;
  }
}

function connect() {
  if (!key) { $("status").textContent = "Scan the code on the TV to join."; return; }
  socket = new WebSocket("ws://" + location.host + "/ws");
  socket.addEventListener("open", () => {
    const seat = kept();
    say(seat ? { kind: "rejoin", seat: seat.seat, token: seat.token } : { kind: "join", key: key });
  });
  socket.addEventListener("message", hear);
  socket.addEventListener("close", () => {
    if (stopped) return;
    $("status").className = "status";
    $("status").textContent = "Lost the table: reconnecting…";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  });
}

$("again").addEventListener("click", () => {
  $("again").hidden = true;
  stopped = false;
  note("");
  connect();
});
connect();
