/* test-record.c: QbRecord and the .q1759 format: round trips, notes, and
 * the corpus of bad files (tests/data/bad). */
#include "qb-model-test.h"
#include "qb-record-private.h"

/* Every self-played record, saved and loaded again, replays to the same
 * final state and the same events. */
static void
check_round_trip (int      edition,
                  gboolean tides,
                  guint64  seed,
                  const char *dir)
{
  g_autoptr(QbGame) game = qbm_random_game (edition, tides, seed, G_MAXUINT);
  g_autofree char *name = g_strdup_printf ("game-%" G_GUINT64_FORMAT ".q1759", seed);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbRecord) loaded = NULL;
  g_autoptr(QbGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text1 = NULL;
  g_autofree char *text2 = NULL;
  const QbEvent *ev1, *ev2;
  guint n1 = 0, n2 = 0;
  QbState replayed;

  g_assert_true (qb_game_is_over (game));
  qb_record_save_to_file (qb_game_get_record (game), file, &error);
  g_assert_no_error (error);

  loaded = qb_record_load_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (qb_record_get_n_actions (loaded), ==,
                    qb_record_get_n_actions (qb_game_get_record (game)));

  again = qb_game_new_from_record (loaded, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (qb_game_get_state (again), sizeof (QbState),
                   qb_game_get_state (game), sizeof (QbState));
  ev1 = qb_game_get_events (game, &n1);
  ev2 = qb_game_get_events (again, &n2);
  g_assert_cmpmem (ev1, n1 * sizeof (QbEvent), ev2, n2 * sizeof (QbEvent));

  qb_record_replay (loaded, qb_record_get_n_actions (loaded), &replayed, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (&replayed, sizeof replayed, qb_game_get_state (game), sizeof (QbState));

  /* Saving what was loaded gives the same text: nothing is lost. */
  text1 = qb_record_to_json (qb_game_get_record (game), NULL);
  text2 = qb_record_to_json (loaded, NULL);
  g_assert_cmpstr (text1, ==, text2);
}

static void
test_round_trip (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  guint games = g_test_slow () ? 50 : 8;

  for (int edition = 0; edition < 2; edition++)
    for (int tides = 0; tides < 2; tides++)
      for (guint64 seed = 1; seed <= games; seed++)
        check_round_trip (edition, tides, seed + 1000 * (guint64) (edition * 2 + tides), dir);
  qbm_remove_tmp_dir (dir);
}

static void
test_notes (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 3, 40);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const QbAnnotation *a;

  qb_record_set_player_name (record, QB_BRITISH, "Wolfe");
  qb_record_set_player_name (record, QB_FRENCH, "Montcalm \"le marquis\" \u00e9\n");
  g_assert_cmpuint (qb_record_add_annotation (record, 30, "Second", QB_MARK_ARROW, QB_OR, QB_LE), ==, 0);
  g_assert_cmpuint (qb_record_add_annotation (record, 10, "First", QB_MARK_ZONE, QB_BE, 0), ==, 0);
  g_assert_cmpuint (qb_record_add_annotation (record, 40, "Last, no mark", QB_MARK_NONE, 0, 0), ==, 2);
  qb_record_add_bookmark (record, 25, "Move 1");
  qb_record_add_bookmark (record, 0, "Start");

  text = qb_record_to_json (record, NULL);
  copy = qb_record_new_from_json (text, -1, "notes", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (qb_record_get_player_name (copy, QB_FRENCH), ==,
                   "Montcalm \"le marquis\" \u00e9\n");
  g_assert_cmpuint (qb_record_get_n_annotations (copy), ==, 3);
  a = qb_record_get_annotation (copy, 0);
  g_assert_cmpuint (a->index, ==, 10);
  g_assert_cmpstr (a->text, ==, "First");
  g_assert_cmpint (a->mark, ==, QB_MARK_ZONE);
  g_assert_cmpint (a->zone, ==, QB_BE);
  a = qb_record_get_annotation (copy, 1);
  g_assert_cmpint (a->mark, ==, QB_MARK_ARROW);
  g_assert_cmpint (a->from, ==, QB_OR);
  g_assert_cmpint (a->to, ==, QB_LE);
  g_assert_cmpint (qb_record_get_annotation (copy, 2)->mark, ==, QB_MARK_NONE);
  g_assert_cmpuint (qb_record_get_n_bookmarks (copy), ==, 2);
  g_assert_cmpstr (qb_record_get_bookmark (copy, 0)->title, ==, "Start");
  g_assert_true (g_date_time_equal (qb_record_get_created (copy), qb_record_get_created (record)));

  /* Truncating (undo) drops the notes of positions that are gone. */
  qb_record_truncate (copy, 29);
  g_assert_cmpuint (qb_record_get_n_annotations (copy), ==, 1);
  g_assert_cmpuint (qb_record_get_n_bookmarks (copy), ==, 2);
  qb_record_remove_bookmark (copy, 0);
  g_assert_cmpstr (qb_record_get_bookmark (copy, 0)->title, ==, "Move 1");
  qb_record_remove_annotation (copy, 0);
  g_assert_cmpuint (qb_record_get_n_annotations (copy), ==, 0);
}

/* Issue 16: glyphs, notes for one side's eyes, chapters and notes of
 * several lines come back from the file as they were written; only a
 * note for one side makes the file version 4 (an older reader would show
 * it to everyone), and a note replaced keeps its place. */
static void
test_annotation_fields (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 3, 40);
  QbRecord *record = qb_game_get_record (game);
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *text = NULL;
  QbAnnotation note = { 0 };
  const QbAnnotation *a;

  g_assert_cmpstr (qb_glyph_symbol (QB_GLYPH_NONE), ==, NULL);
  for (guint g = QB_GLYPH_GOOD; g < QB_N_GLYPHS; g++)
    g_assert_cmpint (qb_glyph_from_symbol (qb_glyph_symbol ((QbGlyph) g)), ==, g);
  g_assert_cmpint (qb_glyph_from_symbol ("!!!"), ==, QB_N_GLYPHS);

  note.index = 20;
  note.text = (char *) "A blunder:\nthe line is open\n\nat Beauport";
  note.glyph = QB_GLYPH_BLUNDER;
  note.mark = QB_MARK_ZONE;
  note.zone = QB_BE;
  g_assert_cmpuint (qb_record_add_annotation_full (record, &note), ==, 0);
  note.index = 30;
  note.text = (char *) "";
  note.glyph = QB_GLYPH_INTERESTING;
  note.mark = QB_MARK_NONE;
  g_assert_cmpuint (qb_record_add_annotation_full (record, &note), ==, 1);
  qb_record_add_chapter (record, 25, "The first move");
  qb_record_add_bookmark (record, 26, "A place");
  plain = qb_record_to_json (record, NULL);
  g_assert_nonnull (strstr (plain, "\"version\": 1"));
  g_assert_nonnull (strstr (plain, "\"glyph\": \"??\""));
  g_assert_nonnull (strstr (plain, "\"chapter\": true"));

  note.index = 40;
  note.text = (char *) "Only the British know: land at the Anse au Foulon";
  note.glyph = QB_GLYPH_NONE;
  note.audience = QB_NOTE_BRITISH_ONLY;
  note.mark = QB_MARK_ARROW;
  note.from = QB_OR;
  note.to = QB_SI;
  qb_record_add_annotation_full (record, &note);
  note.audience = QB_NOTE_FRENCH_ONLY;
  note.text = (char *) "French plan";
  note.mark = QB_MARK_NONE;
  qb_record_add_annotation_full (record, &note);

  text = qb_record_to_json (record, NULL);
  g_assert_nonnull (strstr (text, "\"version\": 4"));
  g_assert_nonnull (strstr (text, "\"seen-by\": \"british\""));
  copy = qb_record_new_from_json (text, -1, "fields", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_annotations (copy), ==, 4);
  a = qb_record_get_annotation (copy, 0);
  g_assert_cmpstr (a->text, ==, "A blunder:\nthe line is open\n\nat Beauport");
  g_assert_cmpint (a->glyph, ==, QB_GLYPH_BLUNDER);
  g_assert_cmpint (a->audience, ==, QB_NOTE_EVERYONE);
  g_assert_cmpint (a->zone, ==, QB_BE);
  a = qb_record_get_annotation (copy, 1);
  g_assert_cmpstr (a->text, ==, "");
  g_assert_cmpint (a->glyph, ==, QB_GLYPH_INTERESTING);
  a = qb_record_get_annotation (copy, 2);
  g_assert_cmpint (a->audience, ==, QB_NOTE_BRITISH_ONLY);
  g_assert_cmpint (a->mark, ==, QB_MARK_ARROW);
  g_assert_cmpint (a->to, ==, QB_SI);
  g_assert_true (qb_annotation_visible_to (a, QB_BRITISH));
  g_assert_true (qb_annotation_visible_to (a, QB_NO_SIDE));
  g_assert_false (qb_annotation_visible_to (a, QB_FRENCH));
  g_assert_false (qb_annotation_visible_to (a, QB_PUBLIC));
  a = qb_record_get_annotation (copy, 3);
  g_assert_cmpint (a->audience, ==, QB_NOTE_FRENCH_ONLY);
  g_assert_false (qb_annotation_visible_to (a, QB_BRITISH));
  g_assert_true (qb_annotation_visible_to (a, QB_FRENCH));
  g_assert_true (qb_record_get_bookmark (copy, 0)->chapter);
  g_assert_false (qb_record_get_bookmark (copy, 1)->chapter);

  /* Replacing a note changes what it says, never where it is. */
  note.index = 0;
  note.text = (char *) "Rewritten";
  note.glyph = QB_GLYPH_GOOD;
  note.audience = QB_NOTE_EVERYONE;
  qb_record_replace_annotation (copy, 2, &note);
  a = qb_record_get_annotation (copy, 2);
  g_assert_cmpuint (a->index, ==, 40);
  g_assert_cmpstr (a->text, ==, "Rewritten");
  g_assert_cmpint (a->glyph, ==, QB_GLYPH_GOOD);
  g_assert_cmpint (a->mark, ==, QB_MARK_NONE);
  g_assert_cmpint (a->audience, ==, QB_NOTE_EVERYONE);
}

static void
test_large_seed (void)
{
  QbOptions options;
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  qb_options_default (&options);
  record = qb_record_new (&options, G_MAXUINT64 - 5);
  text = qb_record_to_json (record, NULL);
  g_assert_nonnull (strstr (text, "\"seed\": \"18446744073709551610\""));
  copy = qb_record_new_from_json (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_seed (copy), ==, G_MAXUINT64 - 5);
}

static void
test_scenario_start (void)
{
  g_autofree char *path = qbm_data_path ("good", "quebec-at-move-10.q1759-setup");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(QbScenario) scenario = NULL;
  g_autoptr(QbGame) game = NULL;
  g_autoptr(QbRecord) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QbState state;

  scenario = qb_scenario_load_from_file (file, &error);
  g_assert_no_error (error);
  game = qb_game_new_from_scenario (scenario, 99, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_game_get_move (game), ==, 10);
  qbm_play (game, 99, G_MAXUINT);

  text = qb_record_to_json (qb_game_get_record (game), NULL);
  copy = qb_record_new_from_json (text, -1, "scenario-game", &error);
  g_assert_no_error (error);
  g_assert_nonnull (qb_record_get_scenario (copy));
  g_assert_true (qb_scenario_equal (qb_record_get_scenario (copy), scenario));
  qb_record_replay (copy, qb_record_get_n_actions (copy), &state, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (&state, sizeof state, qb_game_get_state (game), sizeof (QbState));
}

static void
test_good_files (void)
{
  g_autofree char *path = qbm_data_path ("good", "short-game.q1759");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_actions (record), ==, 60);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 3);
  g_assert_cmpstr (qb_record_get_player_name (record, QB_BRITISH), ==, "Wolfe's staff");
}

/* One bad file per failure class, and what its message must say. */
static const struct {
  const char *file;
  QbFileError code;
  const char *message;
} bad_files[] = {
  { "not-json.q1759", QB_FILE_ERROR_PARSE, "not valid JSON" },
  { "truncated.q1759", QB_FILE_ERROR_PARSE, "the file ends before the document does (truncated?)" },
  { "not-utf8.q1759", QB_FILE_ERROR_PARSE, "not UTF-8 text (at byte 200)" },
  { "root-not-object.q1759", QB_FILE_ERROR_TYPE, "$: expected an object, found an array" },
  { "deep-nesting.q1759", QB_FILE_ERROR_TOO_LARGE, "nested deeper than 32 levels (line 17, column 39)" },
  /* JSON as json-glib reads it, not as RFC 8259 writes it (issue 11). */
  { "comment.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 16, column 3: a comment (JSON has none)" },
  { "single-quotes.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 16, column 3: a string in single quotes" },
  { "hex-number.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 16, column 11: a hexadecimal number" },
  { "nan.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 16, column 11: NaN and Infinity are not JSON numbers" },
  { "trailing-document.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 354, column 1: text after the end of the document" },
  { "lone-surrogate.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 340, column 29: the escape \\uD800 is half of a surrogate pair" },
  { "control-character.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 340, column 23: a control character in a string" },
  { "seed-past-64-bits.q1759", QB_FILE_ERROR_INVALID, "line 16, column 11: the integer -18446744073709551604 does not fit in 64 bits" },
  { "nesting-in-comment.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 17, column 8: a comment" },
  { "nesting-in-single-quotes.q1759", QB_FILE_ERROR_PARSE, "not valid JSON at line 17, column 9: a string in single quotes" },
  { "wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.actions[3][1] (block): expected a string, found an integer" },
  { "wrong-type-seed.q1759", QB_FILE_ERROR_TYPE, "$.seed: expected an integer or a string" },
  { "missing-field.q1759", QB_FILE_ERROR_MISSING, "$.actions[5][2] (to): missing" },
  { "missing-actions.q1759", QB_FILE_ERROR_MISSING, "$.actions: missing" },
  { "unknown-block.q1759", QB_FILE_ERROR_UNKNOWN_BLOCK, "$.actions[2][1] (block): unknown block id 'fr-nowhere'" },
  { "unknown-zone.q1759", QB_FILE_ERROR_UNKNOWN_ZONE, "$.actions[1][2] (to): unknown zone code 'XY'" },
  { "unknown-action-type.q1759", QB_FILE_ERROR_INVALID, "$.actions[0][0] (type): unknown action type 'surrender'" },
  { "extra-value.q1759", QB_FILE_ERROR_INVALID, "$.actions[4][3]: 'place' actions have 2 values after the type" },
  { "misspelt-member.q1759", QB_FILE_ERROR_INVALID, "$.actions[0].blok: 'place' actions have no member 'blok'" },
  { "impossible-position.q1759", QB_FILE_ERROR_POSITION, "$.start.scenario.blocks: impossible position: both sides have blocks in the same zone" },
  { "illegal-action.q1759", QB_FILE_ERROR_ILLEGAL_ACTION, "$.actions[25]: action 25 ([\"order-move\", \"br-15th\", \"AB\", \"land\"]) is illegal at its step (orders, British to decide): no road connects these zones (6.1)" },
  { "illegal-actions.q1759", QB_FILE_ERROR_ILLEGAL_ACTION, "$.actions[27]: action 27 ([\"order-move\", \"br-15th\", \"AB\", \"land\"]) is illegal at its step (orders, British to decide): no road connects these zones (6.1)" },
  { "future-version.q1759", QB_FILE_ERROR_VERSION, "$.version: format version 5 comes from a newer version" },
  { "unknown-glyph.q1759", QB_FILE_ERROR_INVALID, "$.annotations[0].glyph: unknown glyph '!!!' (one of !, ?, !!, ??, !?, ?!)" },
  { "glyph-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.annotations[0].glyph: expected a string, found an integer" },
  { "note-empty-without-glyph.q1759", QB_FILE_ERROR_INVALID, "$.annotations[0].text: a note without a glyph needs a text" },
  { "unknown-audience.q1759", QB_FILE_ERROR_INVALID, "$.annotations[0].seen-by: unknown value 'spectators' (one of 'everyone', 'british', 'french')" },
  { "chapter-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.bookmarks[1].chapter: expected true or false, found a string" },
  { "die-out-of-range.q1759", QB_FILE_ERROR_INVALID, "$.dice[1]: 26 is outside 1..25" },
  { "die-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.dice[1]: expected an integer, found a string" },
  { "hiding-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.options.hide-information: expected true or false, found a string" },
  { "die-misfit.q1759", QB_FILE_ERROR_INVALID, "$.dice[0]: the result 7 does not fit its draw (at position 0" },
  { "dice-in-start.q1759", QB_FILE_ERROR_INVALID, "$.start.scenario.dice: a game lists its dice in $.dice, not in its start" },
  { "wrong-format.q1759", QB_FILE_ERROR_FORMAT, "$.format: this is a quebec1759-setup file, not a quebec1759-game file" },
  { "name-too-long.q1759", QB_FILE_ERROR_TOO_LARGE, "$.players.british: longer than 200 characters" },
  { "annotation-too-long.q1759", QB_FILE_ERROR_TOO_LARGE, "$.annotations[0].text: longer than 10000 characters" },
  { "annotation-out-of-range.q1759", QB_FILE_ERROR_INVALID, "$.annotations[0].at: 9999 is outside 0..60" },
  { "bad-date.q1759", QB_FILE_ERROR_INVALID, "$.created: 'yesterday' is not an ISO 8601 date" },
  { "branch-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.branched-from: expected an object, found an integer" },
  { "branch-missing-at.q1759", QB_FILE_ERROR_MISSING, "$.branched-from.at: missing" },
  { "branch-out-of-range.q1759", QB_FILE_ERROR_INVALID, "$.branched-from.at: 61 is outside 0..60" },
  { "branch-file-wrong-type.q1759", QB_FILE_ERROR_TYPE, "$.branched-from.file: expected a string, found an integer" },
  { "branch-empty-file.q1759", QB_FILE_ERROR_INVALID, "$.branched-from.file: an empty file name" },
  { "too-many-annotations.q1759", QB_FILE_ERROR_TOO_LARGE,
    "$.annotations: 10001 notes, but a game can have at most 10000" },
  { "too-many-bookmarks.q1759", QB_FILE_ERROR_TOO_LARGE,
    "$.bookmarks: 1001 bookmarks, but a game can have at most 1000" },
  { "unknown-block.q1759-setup", QB_FILE_ERROR_UNKNOWN_BLOCK, "$.blocks.br-99th: unknown block id 'br-99th'" },
  { "unknown-zone.q1759-setup", QB_FILE_ERROR_UNKNOWN_ZONE, "$.blocks.br-15th.zone: unknown zone code 'QC'" },
  { "unknown-river-area.q1759-setup", QB_FILE_ERROR_UNKNOWN_ZONE, "$.ships.br-neptune: unknown river area code 'AB'" },
  { "cv-out-of-range.q1759-setup", QB_FILE_ERROR_INVALID, "$.blocks.br-15th.cv: 7 is outside 1..4" },
  { "impossible-position.q1759-setup", QB_FILE_ERROR_POSITION, "$.blocks: impossible position: both sides have blocks in the same zone" },
  { "incomplete-deployment.q1759-setup", QB_FILE_ERROR_INVALID, "$.blocks: a deployment places all 25 French blocks (3.4); this one places 24" },
  { "illegal-deployment.q1759-setup", QB_FILE_ERROR_ILLEGAL_ACTION, "$.blocks.fr-la-sarre: impossible deployment: the French deploy in the nine zones" },
  { "future-version.q1759-setup", QB_FILE_ERROR_VERSION, "$.version: format version 5 comes from a newer version" },
  { "die-misfit.q1759-setup", QB_FILE_ERROR_INVALID, "$.dice[0]: the forced die 9 is not 1..6" },
  { "state-unknown-phase.q1759-setup", QB_FILE_ERROR_INVALID, "$.state.phase: unknown value 'lunch' (one of 'french-setup'," },
  { "state-cv-out-of-range.q1759-setup", QB_FILE_ERROR_INVALID, "$.state.blocks.br-15th.cv: 9 is outside 0..4" },
  { "state-decider-phase.q1759-setup", QB_FILE_ERROR_POSITION, "$.state: not a position the engine could reach: only the French decide in this phase" },
  { "state-slot-without-battle.q1759-setup", QB_FILE_ERROR_POSITION, "$.state: not a position the engine could reach: a block has a battle slot with no battle under way" },
  { "state-missing-member.q1759-setup", QB_FILE_ERROR_MISSING, "$.state.battle.turn: missing (required)" },
  { "state-with-blocks.q1759-setup", QB_FILE_ERROR_INVALID, "$.blocks: a position with a state lists its blocks in $.state.blocks only" },
  { "state-unreachable.q1759-setup", QB_FILE_ERROR_POSITION, "$.state: not a position the engine could reach: both sides are in a zone with no battle there" },
  { "state-in-deployment.q1759-setup", QB_FILE_ERROR_INVALID, "$.state: a deployment holds no game state" },
  { "state-engine-check.q1759-setup", QB_FILE_ERROR_POSITION, "$.state: not a position the engine could reach: block 35 still undeployed in phase retreat" },
  { "wrong-format.q1759-setup", QB_FILE_ERROR_FORMAT, "$.format: this is a quebec1759-game file, not a quebec1759-setup file" },
};

static void
check_rejected (const char  *path,
                QbFileError  code,
                const char  *expected)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  if (g_str_has_suffix (path, ".q1759-setup"))
    {
      g_autoptr(QbScenario) scenario = qb_scenario_load_from_file (file, &error);

      g_assert_null (scenario);
    }
  else
    {
      g_autoptr(QbRecord) record = qb_record_load_from_file (file, &error);

      g_assert_null (record);
    }
  g_assert_error (error, QB_FILE_ERROR, (gint) code);
  if (strstr (error->message, expected) == NULL || !g_str_has_prefix (error->message, path))
    g_error ("%s: the message\n  %s\ndoes not start with the file name and contain\n  %s",
             path, error->message, expected);
}

static void
test_bad_files (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint seen = 0;

  g_assert_nonnull (d);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_build_filename (dir, bad_files[i].file, NULL);

      check_rejected (path, bad_files[i].code, bad_files[i].message);
    }

  /* Every file of the corpus is in the table above. */
  while ((name = g_dir_read_name (d)) != NULL)
    {
      gboolean listed = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
        listed |= strcmp (bad_files[i].file, name) == 0;
      if (!listed)
        g_error ("tests/data/bad/%s has no expected message in test-record.c", name);
      seen++;
    }
  g_assert_cmpuint (seen, ==, G_N_ELEMENTS (bad_files));
}

/* The absurd sizes too big to keep in the source tree. */
static void
test_absurd_sizes (void)
{
  g_autofree char *dir = qbm_make_tmp_dir ();
  g_autofree char *big = g_build_filename (dir, "too-large.q1759", NULL);
  g_autofree char *many = g_build_filename (dir, "too-many-actions.q1759", NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  g_string_append (text, "{\"format\": \"quebec1759-game\", \"version\": 1, \"description\": \"");
  while (text->len <= QB_FILE_MAX_BYTES)
    g_string_append (text, "Quebec 1759 ");
  g_string_append (text, "\"}");
  g_file_set_contents (big, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);
  check_rejected (big, QB_FILE_ERROR_TOO_LARGE, "the file is larger than 16 MiB");

  /* The same limit holds for bytes that do not come from a file. */
  {
    g_autoptr(GBytes) bytes = g_bytes_new (text->str, text->len);
    g_autoptr(QbRecord) record = qb_record_load_from_bytes (bytes, "memory", &error);

    g_assert_null (record);
    g_assert_error (error, QB_FILE_ERROR, QB_FILE_ERROR_TOO_LARGE);
    g_clear_error (&error);
  }

  g_string_truncate (text, 0);
  g_string_append (text, "{\"format\": \"quebec1759-game\", \"version\": 1, "
                   "\"options\": {\"edition\": \"revised\"}, \"seed\": 1, "
                   "\"start\": {\"kind\": \"standard\"}, \"actions\": [");
  for (guint i = 0; i <= QB_RECORD_MAX_ACTIONS; i++)
    g_string_append (text, i ? ",0" : "0");
  g_string_append (text, "]}");
  g_file_set_contents (many, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);
  check_rejected (many, QB_FILE_ERROR_TOO_LARGE, "$.actions: more than 200000 elements");
  qbm_remove_tmp_dir (dir);
}

/* Issue 11, point 9: the most notes and bookmarks a game may have, written
 * in reverse order, load in the order of their positions (the notes of one
 * position in the file's order), and the loader compares positions
 * O(n log n) times: inserting them one by one into the sorted list took
 * n²/2 comparisons (50 million for 10,000 notes, and 5 billion for the
 * 100,000 of the old limit, minutes of loading). */
static void
test_notes_at_scale (void)
{
  g_autoptr(QbGame) game = qbm_random_game (QB_EDITION_REVISED, FALSE, 3, 40);
  g_autofree char *base = qb_record_to_json (qb_game_get_record (game), NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(QbRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  guint n = QB_RECORD_MAX_ANNOTATIONS, m = QB_RECORD_MAX_BOOKMARKS;
  guint64 bound = 0;

  /* The record's own text, with its notes replaced: positions 40 down to
   * 0, each a run of notes numbered in the file's order. */
  g_assert_nonnull (strrchr (base, '}'));
  g_string_append_len (text, base, strrchr (base, '}') - base);
  g_string_append (text, ", \"annotations\": [");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s{\"at\": %u, \"text\": \"note %u\"}", i ? "," : "",
                            40 - i * 41 / n, i);
  g_string_append (text, "], \"bookmarks\": [");
  for (guint i = 0; i < m; i++)
    g_string_append_printf (text, "%s{\"at\": %u, \"title\": \"mark %u\"}", i ? "," : "",
                            40 - i * 41 / m, i);
  g_string_append (text, "]}");

  qb_record_note_comparisons = 0;
  record = qb_record_new_from_json (text->str, (gssize) text->len, "many notes", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, n);
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, m);
  for (guint i = 1; i < n; i++)
    {
      const QbAnnotation *a = qb_record_get_annotation (record, i - 1);
      const QbAnnotation *b = qb_record_get_annotation (record, i);
      g_assert_cmpuint (a->index, <=, b->index);
      /* Stable: within a position, the file's order (note numbers rise). */
      if (a->index == b->index)
        g_assert_cmpint (atoi (a->text + 5), <, atoi (b->text + 5));
    }
  for (guint i = 1; i < m; i++)
    g_assert_cmpuint (qb_record_get_bookmark (record, i - 1)->index, <=,
                      qb_record_get_bookmark (record, i)->index);
  /* The file's first note, at 40, heads the last run; its last note, at
   * 0, ends the first run. */
  {
    guint i = 0;
    while (qb_record_get_annotation (record, i)->index == 0)
      i++;
    g_assert_cmpstr (qb_record_get_annotation (record, i - 1)->text, ==, "note 9999");
    i = n;
    while (qb_record_get_annotation (record, i - 1)->index == 40)
      i--;
    g_assert_cmpstr (qb_record_get_annotation (record, i)->text, ==, "note 0");
  }
  /* n log2 n for each list (a merge sort compares at most that). */
  for (guint k = n; k > 1; k /= 2)
    bound += n;
  for (guint k = m; k > 1; k /= 2)
    bound += m;
  g_test_message ("%" G_GUINT64_FORMAT " comparisons (bound %" G_GUINT64_FORMAT ")",
                  qb_record_note_comparisons, bound);
  g_assert_cmpuint (qb_record_note_comparisons, >, 0);
  g_assert_cmpuint (qb_record_note_comparisons, <=, bound);

  /* Adding one note in the app is a binary search: about log2 n. */
  qb_record_note_comparisons = 0;
  qb_record_remove_annotation (record, 0);
  qb_record_add_annotation (record, 20, "one more", QB_MARK_NONE, 0, 0);
  g_assert_cmpuint (qb_record_note_comparisons, <=, 15);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/record/round-trip", test_round_trip);
  g_test_add_func ("/model/record/notes", test_notes);
  g_test_add_func ("/model/record/annotation-fields", test_annotation_fields);
  g_test_add_func ("/model/record/notes-at-scale", test_notes_at_scale);
  g_test_add_func ("/model/record/large-seed", test_large_seed);
  g_test_add_func ("/model/record/scenario-start", test_scenario_start);
  g_test_add_func ("/model/record/good-files", test_good_files);
  g_test_add_func ("/model/record/bad-files", test_bad_files);
  g_test_add_func ("/model/record/absurd-sizes", test_absurd_sizes);

  return g_test_run ();
}
