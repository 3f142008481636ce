"""Seed 000's TypeScript test suite (``packages/story-engine/tests/*.test.ts`` and the app's
``tests/story-bridge.test.ts``), ported test for test. The fixtures are the seed's, written by the tests
(:mod:`tests.seed.fixture`). Every assertion of the seed is kept; the only differences are these renames.

The engine is pure (a state and a move in, a :class:`Transition` out) where the seed's ``StoryEngine``
holds its state, so each test threads the state it gets back into the next call.

=========================================== =====================================================
seed (TypeScript)                           taleweaver (Python)
=========================================== =====================================================
``new StoryEngine(content)``                ``StoryEngine(library)``; state from ``initial_state()``
``engine.getState()``                       the ``state`` of the last ``Transition``
``reset()``                                 ``reset().state``
``getAvailableStories()``                   ``stories()`` (``StorySummary(id, title, description)``)
``getCurrentCharacter()``                   ``current_character(state)`` → ``(id, persona)``
``getCurrentNode()`` / ``getCurrentScene()`` ``current_node(state)`` / ``current_scene(state)``
``enterStoryMode(id)`` / ``exitStoryMode()`` ``enter(state, id)`` / ``exit(state)``
``advanceStoryline(id)``                    ``advance(state, id)``
``navigateScene(id)``                       ``navigate(state, id)``
``performSceneAction(id)``                  ``perform(state, id)``
``getAvailableActions()``                   ``available_actions(state)``
``getAvailableSceneActions()``              ``scene_actions(state)``
``getReachableScenes()``                    ``reachable_scenes(state)``: ``scene``, ``available``,
                                            ``reason`` (seed ``blockedReason``)
``buildSystemPrompt()``                     ``stable_prompt(engine, state)`` + ``turn_state(engine,
                                            state)`` (the director splits it for prefix caching)
``buildToolDefinitions()``                  ``build_tools(engine, state)`` (``ToolSpec``: name,
                                            description, parameters)
``formatOptionsRecap()``                    ``options_recap(engine, state)``
``loadNarrator(json)``                      ``load_persona("narrator/narrator.json", text)``; the
                                            menu narrator's id is ``NARRATOR_ID`` ("narrator")
``loadCharacter / loadScene /               ``load_story(files)`` (file path → text) and the story's
loadStorylineNode / loadFlags /             ``characters`` / ``scenes`` / ``storylines`` / ``flags``
loadMapEdges / loadStory``                  / ``map``; ids from file names as in the seed
loader ``throw new Error(/scene "x"/)``     ``ContentError`` whose findings name ``x`` (code
                                            ``unknown_scene`` / ``unknown_node``)
state ``currentSceneId``, ``currentNodeId``, ``scene_id``, ``node_id``, ``speaker``, ``story_id``
``currentSpeaker``, ``storyId``             (``None`` for the seed's ``undefined``)
``voiceTone``, ``charactersPresent``,       ``voice_tone``, ``characters_present`` (a tuple),
``setFlags``, ``conditionFailed``,          ``effects.set_flags``, ``condition_failed``,
``entryPoint``                              ``entry_point``
event ``speakerChanged.newCharacter``       ``character`` (``SpeakerInfo``: id, name, voice, voice_tone)
event ``sceneChanged.from``                 ``source`` (``"from"`` in its JSON form)
speaker ``"Sparrow"`` (a display name)      ``"sparrow"``: speaker and ``characters_present``
                                            references are normalised to character ids on load
story ``story_pirates`` (real content)      the bundled ``pirates`` story
the app's ``StoryBridge`` + realtime        the director's :class:`StoryBridge` driven by a scripted
client instances (one per voice)            model: a session per voice is a ``handoff`` (voice)
``onAppStateChange("starting"/…)``          not the engine's: the orb page's states (issue 18, 3)
=========================================== =====================================================
"""
