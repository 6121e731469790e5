"""The game controller: owns the match, runs the computers, and tells the views what happened.

Widgets send intents (play a card, pass, hint, undo, choose the moon, new game) and render
from the signals; every rule question is answered by the engine.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import moves
from ..app.setup import GameSetup
from ..engine import (
    Card, ChooseMoon, Claim, Event, HandState, IllegalMove, Match, MoonChoice, PassCards,
    Phase, PlayCard, Trick, find_claim,
)
from ..engine.claim import no_points_left
from ..app.names import default_names
from .worker import Worker

HUMAN = 0

# Pauses at normal speed, in milliseconds (multiplied by the speed factor).
CARD_PAUSE = 450
#: The hint is Svær's advice with a seed of its own, whatever the level of the computers.
HINT_SEED = 97
TRICK_PAUSE = 1500  # a complete trick stays, its winner marked, long enough to be read
COLLECT_PAUSE = 400
EXCHANGE_PAUSE = 1300  # the passed cards fly to their new owners before play begins


class GameController(QObject):
    """Owns the ``Match`` and the ``GameSetup``; the human is seat 0."""

    state_changed = Signal()
    new_game_started = Signal()
    card_played = Signal(int, object)  # seat, Card
    cards_exchanged = Signal()  # every pass is made and the cards have changed hands
    trick_won = Signal(int, object)  # winner, Trick
    hand_finished = Signal(object)  # the finished HandState (its score is set)
    game_over = Signal()
    ai_thinking = Signal(int)  # the seat thinking, or -1 when nobody is
    checkpoint = Signal()  # after the exchange, after each trick, at hand end: a moment to save
    hint_ready = Signal(object, object)  # tuple of Cards to suggest, Advice or None (why)
    moon_choice_needed = Signal()
    move_refused = Signal(object, object)  # Card or None, Reason or str
    undone = Signal()
    claimed = Signal(int)  # the seat that claims the rest of the hand; it ends a moment later

    def __init__(
        self,
        setup: GameSetup | None = None,
        *,
        threaded: bool = True,
        speed_factor: float = 1.0,
        autoplay_human: bool = False,
        pause_after_hand: bool = True,
        computers_claim: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.computers_claim = computers_claim  # end a certain hand early (the app turns it on)
        self.worker = Worker(threaded, self)
        self.speed_factor = speed_factor
        self.autoplay_human = autoplay_human
        self.pause_after_hand = pause_after_hand
        self._token = 0
        self._claims: list[tuple[int, int, int]] = []  # (first event, events, seat) of each claim
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._step)
        self.setup = setup or GameSetup()
        self.match = self.setup.new_match()
        self._reset_flags()

    # Questions ---------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.match.players

    def name(self, seat: int) -> str:
        """The seat's display name."""
        given = self.setup.names[seat] if seat < len(self.setup.names) else ""
        return given or default_names(self.players)[seat]

    @property
    def table_hand(self) -> HandState:
        """The hand the table shows: a finished hand stays until the player moves on."""
        return self._finished_hand or self.match.hand

    @property
    def showing_trick(self) -> Trick | None:
        """A completed trick still shown in the middle before it goes to its winner."""
        return self._showing_trick

    def display_trick(self) -> tuple[tuple[int, Card], ...]:
        """(seat, card) of the cards in the middle of the table."""
        if self._showing_trick is not None:
            return self._showing_trick.plays(self.players)
        return self.table_hand.trick_plays()

    def is_settling(self) -> bool:
        """Whether the table is between moves (a trick shown, a hand summary, a computer thinking)."""
        return (self._showing_trick is not None or self._finished_hand is not None
                or self._job_running)

    def human_to_act(self) -> bool:
        """Whether the game waits for the human now (and nothing else is going on)."""
        if self.match.is_over or self._showing_trick is not None or self._finished_hand is not None:
            return False
        return HUMAN in self.match.to_act() and not self.autoplay_human

    def can_play(self) -> bool:
        return self.human_to_act() and self.match.hand.phase is Phase.PLAYING

    def can_pass(self) -> bool:
        return self.human_to_act() and self.match.hand.phase is Phase.PASSING

    def awaiting_moon_choice(self) -> bool:
        return self.human_to_act() and self.match.hand.phase is Phase.MOON_CHOICE

    def human_claim(self) -> Claim | None:
        """The claim the human may make now: its cards win every trick, or nothing scores."""
        if not self.can_play():
            return None
        hand = self.match.hand
        claim = find_claim(hand)
        if claim is None or claim.seat not in (None, HUMAN) and not no_points_left(hand):
            return None  # another seat's cards win the rest: that is its claim
        return claim

    def can_undo(self) -> bool:
        return self._last_human_event() is not None

    @property
    def is_over(self) -> bool:
        return self.match.is_over and self._finished_hand is None

    def last_trick(self) -> tuple[HandState, Trick] | None:
        """The most recent finished trick (of this hand or the one before)."""
        if self._showing_trick is not None and len(self.table_hand.tricks) > 1:
            return self.table_hand, self.table_hand.tricks[-2]
        for hand in reversed(self.match.hands):
            if hand.tricks and not (self._showing_trick is not None and hand is self.table_hand
                                    and len(hand.tricks) == 1):
                return hand, hand.tricks[-1]
        return None

    # Intents -----------------------------------------------------------------------------

    def new_game(self, setup: GameSetup, match: Match | None = None) -> None:
        """Start a new game with this set-up, or continue ``match`` (a saved game, replayed)."""
        self.setup = setup
        self.match = match if match is not None else setup.new_match()
        self._claims = []
        self._token += 1
        self._reset_flags()
        self.new_game_started.emit()
        self.state_changed.emit()
        self._schedule(0)

    def start(self) -> None:
        """Let the computers begin (call once the views are connected)."""
        self.state_changed.emit()
        self._schedule(0)

    def play_card(self, card: Card) -> bool:
        """The human plays ``card``; False (and ``move_refused`` if illegal) when refused."""
        if not self.can_play():
            return False
        reason = self.match.hand.illegal_reason(HUMAN, card)
        if reason is not None:
            self.move_refused.emit(Card(card), reason)
            return False
        self._apply(PlayCard(HUMAN, Card(card)))
        return True

    def pass_cards(self, cards: Iterable[Card]) -> bool:
        """The human passes these cards; False when they cannot be passed now."""
        if not self.can_pass():
            return False
        try:
            self._apply(PassCards.of(HUMAN, cards))
        except IllegalMove as error:
            self.move_refused.emit(None, error.reason)
            return False
        return True

    def choose_moon(self, choice: MoonChoice) -> bool:
        """The human, having shot the moon, chooses how it scores."""
        if not self.awaiting_moon_choice():
            return False
        self._apply(ChooseMoon(HUMAN, MoonChoice(choice)))
        return True

    def request_hint(self) -> bool:
        """Ask Svær, whatever the opponents' level, what it would do in the human's place."""
        if not (self.can_play() or self.can_pass()):
            return False
        self._run(partial(moves.hint, self.setup.ai_seed + HINT_SEED, self.match.view(HUMAN)),
                  lambda answer: self.hint_ready.emit(*answer), mark_busy=False)
        return True

    def claim(self) -> bool:
        """The human finishes the hand at once with the result the engine proves."""
        claim = self.human_claim()
        if claim is None:
            return False
        self.claimed.emit(HUMAN)
        self._finish_claim(claim, HUMAN)
        return True

    def undo(self) -> bool:
        """Take back the human's last card or pass and everything after it."""
        index = self._last_human_event()
        if index is None:
            return False
        self._token += 1
        while len(self.match.events) > index:
            self.match.pop()
        self._claims = [c for c in self._claims if c[0] < index]
        self._reset_flags()
        self.undone.emit()
        self.state_changed.emit()
        self.checkpoint.emit()
        self._schedule(0)
        return True

    def resume(self) -> None:
        """Move on after the end-of-hand summary."""
        if self._finished_hand is None:
            return
        self._finished_hand = None
        self.state_changed.emit()
        if self.match.is_over:
            self.game_over.emit()
        else:
            self._schedule(0)

    # The game loop -----------------------------------------------------------------------

    def _reset_flags(self) -> None:
        self._showing_trick: Trick | None = None
        self._finished_hand: HandState | None = None
        self._job_running = False

    def _seed(self, seat: int) -> int:
        """The seed of the computer in ``seat``: its decisions depend on it and its view only."""
        return self.setup.ai_seed + seat

    def _last_human_event(self) -> int | None:
        events = self.match.events
        index = len(events) - 1
        claims = sorted(self._claims)
        while index >= 0:
            if claims and claims[-1][0] + claims[-1][1] > index:
                start, _count, seat = claims.pop()
                if seat == HUMAN:
                    return start  # the human's claim is one action: undo it whole
                index = start - 1  # cards a computer's claim played are nobody's choice
                continue
            event = events[index]
            if event.seat == HUMAN and isinstance(event, (PlayCard, PassCards)):
                return index
            index -= 1
        return None

    def _pause(self, base: int) -> int:
        return int(base * self.speed_factor)

    def _later(self, msecs: int, action: Callable[[], None]) -> None:
        token = self._token

        def fire() -> None:
            if token == self._token:
                action()

        QTimer.singleShot(max(0, msecs), self, fire)

    def _schedule(self, msecs: int) -> None:
        # One pending step at a time: a step queued earlier (say by a computer's pass) must not
        # cut short the pause that follows a later move (the exchange, a trick on show).
        self._step_timer.start(max(0, msecs))

    def _run(self, fn: Callable[[], Any], callback: Callable[[Any], None], mark_busy: bool = True) -> None:
        token = self._token
        if mark_busy:
            self._job_running = True

        def done(result: Any) -> None:
            if token != self._token:
                return  # an answer for a game state that undo or a new game took away
            if mark_busy:
                self._job_running = False
                self.ai_thinking.emit(-1)
            callback(result)

        self.worker.run(fn, done)

    def _is_computer(self, seat: int) -> bool:
        return seat != HUMAN or self.autoplay_human

    def _step(self) -> None:
        if self._job_running or self.match.is_over or self._showing_trick or self._finished_hand:
            return
        hand = self.match.hand
        seats = [s for s in self.match.to_act() if self._is_computer(s)]
        if not seats:
            self.state_changed.emit()
            if self.awaiting_moon_choice():
                self.moon_choice_needed.emit()
            return
        claim = find_claim(hand) if self.computers_claim and hand.phase is Phase.PLAYING else None
        if claim is not None and (claim.seat is None or claim.seat != HUMAN):
            # A computer claims what is certain: announced, then the hand ends.
            self._job_running = True  # the table waits through the announcement
            claimant = seats[0] if claim.seat is None else claim.seat
            self.claimed.emit(claimant)
            self._later(self._pause(TRICK_PAUSE), lambda: self._finish_claim(claim, claimant))
            return
        level = self.setup.level
        if hand.phase is Phase.PASSING:
            views = [self.match.view(s) for s in seats]
            decide = partial(moves.passes, level, {s: self._seed(s) for s in seats}, views)
        else:
            view = self.match.view(seats[0])
            job = moves.card if hand.phase is Phase.PLAYING else moves.moon
            decide = partial(job, level, self._seed(seats[0]), view)
        self.ai_thinking.emit(seats[0])
        self._run(decide, self._apply_all)

    def _apply_all(self, events: list[Event]) -> None:
        for event in events:
            self._apply(event)

    def _apply(self, event: Event) -> None:
        hand = self.match.hand
        tricks_before = len(hand.tricks)
        was_passing = hand.phase is Phase.PASSING
        self.match.push(event)
        if isinstance(event, PlayCard):
            self.card_played.emit(event.seat, event.card)
            if len(hand.tricks) > tricks_before:
                self._showing_trick = hand.tricks[-1]
                self._trick_hand = hand
                if hand.phase is Phase.DONE:
                    # The match has dealt the next hand already; the table keeps this one
                    # (its last trick, its points) until the player moves on.
                    self._finished_hand = hand
                self.state_changed.emit()
                self._later(self._pause(TRICK_PAUSE), self._collect_trick)
                return
            self.state_changed.emit()
            self._schedule(self._pause(CARD_PAUSE))
        elif isinstance(event, PassCards):
            if was_passing and hand.phase is not Phase.PASSING:
                self.cards_exchanged.emit()
                self.checkpoint.emit()
                self.state_changed.emit()
                self._schedule(self._pause(EXCHANGE_PAUSE))
            else:
                self.state_changed.emit()
                self._schedule(0)
        else:
            self._hand_done(hand)

    def _finish_claim(self, claim: Claim, seat: int) -> None:
        hand = self.match.hand
        self._claims.append((len(self.match.events), len(claim.events), seat))
        for event in claim.events:
            self.match.push(event)
        self._token += 1  # nothing scheduled for the hand in play is still due
        self._job_running = False
        if hand.phase is Phase.DONE:
            self._hand_done(hand)
        else:  # a moon to choose first
            self.state_changed.emit()
            self.checkpoint.emit()
            self._schedule(0)

    def _collect_trick(self) -> None:
        trick, hand = self._showing_trick, self._trick_hand
        if trick is None:
            return
        self._showing_trick = None
        self.trick_won.emit(trick.winner, trick)
        self.checkpoint.emit()
        if hand.phase is Phase.DONE:
            self._hand_done(hand)
            return
        self.state_changed.emit()
        self._schedule(self._pause(COLLECT_PAUSE))

    def _hand_done(self, hand: HandState) -> None:
        self._finished_hand = hand
        self.state_changed.emit()
        self.hand_finished.emit(hand)
        self.checkpoint.emit()
        if not self.pause_after_hand:
            self.resume()

