"""The shipped fake Realtime server, run on an event loop of its own (the robot app runs in threads)."""

from __future__ import annotations

import asyncio
import threading

from taleweaver.testing.realtime_server import FakeRealtimeServer, Reply

KEY = "sk-robot-test"


class FakeInThread:
    """The fake Realtime server on its own event loop (the app runs in threads of its own)."""

    def __init__(self, replies: list[Reply]) -> None:
        self.fake = FakeRealtimeServer(replies, key=KEY)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def __enter__(self) -> FakeRealtimeServer:
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self.fake.start(), self.loop).result(timeout=10)
        return self.fake

    def __exit__(self, *_: object) -> None:
        asyncio.run_coroutine_threadsafe(self.fake.close(), self.loop).result(timeout=10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=5)
