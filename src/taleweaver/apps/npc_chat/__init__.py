"""NPC chat (``taleweaver npc chat``): a bounded NPC conversation in the terminal, typed or spoken."""

from taleweaver.apps.npc_chat.chat import prompt_lines, run_chat, show_turn, write_save

__all__ = ["prompt_lines", "run_chat", "show_turn", "write_save"]
