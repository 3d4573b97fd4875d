/* test-replay-notes.c: the Replay page's notes, bookmarks and playback
 * under Xvfb (issue 16, parts 4 and 6).
 *
 * A note is edited in the note editor (several lines, a glyph, who may
 * read it) and deleted from its row; glyphs show on the timeline and in
 * the moments list; bookmarks are made with a title, chapters stand out;
 * a note for one side never shows in the other side's or the spectator's
 * view; a click on a block rings its zone; arrows stay on the map; the
 * speed menu sets the play timer; the header names the selected moment,
 * and a row chosen among rows of one position stays selected; the
 * timeline keys work while the note entry has the keyboard (real keys
 * through xdotool, skipped without it). Screenshots at 1024 x 600 and
 * 1920 x 1080, light and dark, go to the test's build directory.
 */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "qb-board.h"
#include "qb-board-geometry.h"
#include "qb-game.h"
#include "qb-game-export.h"
#include "qb-note-editor.h"
#include "qb-record.h"
#include "qb-replay-index.h"
#include "qb-replay-marks.h"
#include "qb-replay-view.h"
#include "qb-replay-view-private.h"
#include "qb-ui-test-util.h"
#include "qb-window.h"

static char *tmp_home;

static QbWindow *
new_window (int width,
            int height)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* A complete game of random legal actions, the same at every run. */
static QbGame *
finished_game (guint64 seed)
{
  QbOptions options;
  QbGame *game;
  GRand *rand = g_rand_new_with_seed ((guint32) seed);

  qb_options_default (&options);
  game = qb_game_new (&options, seed);
  qb_game_set_dice_seed (game, seed);
  while (!qb_game_is_over (game))
    {
      g_autoptr(GArray) actions = qb_game_list_legal_actions (game);
      QbAction a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      g_assert_true (qb_game_apply (game, a, NULL));
    }
  g_rand_free (rand);
  return game;
}

static QbWindow *
window_with_replay (QbGame *game,
                    int     width,
                    int     height)
{
  QbWindow *window = new_window (width, height);

  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

/* The first button under `root` whose tooltip is `tooltip`. */
static GtkWidget *
find_button_by_tooltip (GtkWidget  *root,
                        const char *tooltip)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_widget_get_tooltip_text (root), tooltip) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button_by_tooltip (c, tooltip);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The note editor's Save button (the suggested one). */
static GtkWidget *
find_suggested_button (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "suggested-action"))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_suggested_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
    n++;
  return n;
}

/* The text of the moments list's rows that are notes, joined by "|". */
static char *
note_rows_text (QbReplayView *replay)
{
  GListModel *moments = qb_replay_session_get_moments (qb_replay_view_get_session (replay));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (moments); i++)
    {
      g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, i);
      if (qb_replay_moment_get_kind (item) == QB_REPLAY_ITEM_NOTE)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "|" : "", qb_replay_moment_get_text (item));
    }
  return g_string_free (text, FALSE);
}

static gboolean
editor_shown (QbReplayView *replay)
{
  return gtk_widget_get_mapped (GTK_WIDGET (qb_replay_view_get_note_editor (replay)));
}

/* Write a note in the editor and save it with its button. */
static void
save_in_editor (QbReplayView   *replay,
                const char     *text,
                QbGlyph         glyph,
                QbNoteAudience  audience)
{
  QbNoteEditor *editor = qb_replay_view_get_note_editor (replay);

  QB_TEST_WAIT (editor_shown (replay), "the note editor to open");
  qb_note_editor_set_text (editor, text);
  qb_note_editor_set_glyph (editor, glyph);
  qb_note_editor_set_audience (editor, audience);
  g_assert_true (gtk_widget_activate (find_suggested_button (GTK_WIDGET (editor))));
  QB_TEST_WAIT (!editor_shown (replay), "the note editor to close");
}

/* A note written in the entry, then edited in the editor (opened from its
 * row's button) to several lines and a glyph, then deleted from its row. */
static void
test_edit_delete (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbRecord *record = qb_game_get_record (game);
  QbNoteEditor *editor = qb_replay_view_get_note_editor (replay);
  g_autofree char *rows = NULL;
  g_autofree char *text = NULL;
  const QbAnnotation *note;
  GtkWidget *button;

  qb_replay_view_set_position (replay, 40);
  qb_replay_view_mark_zone (replay, QB_BE);
  gtk_editable_set_text (GTK_EDITABLE (replay->note_entry), "Montcalm holds");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.add-note", NULL));
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 1);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (n_rows (replay->notes_list), ==, 1);

  /* The row's edit button opens the editor on the note, its mark kept. */
  button = find_button_by_tooltip (GTK_WIDGET (replay->notes_list), "Edit Note");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_activate (button));
  QB_TEST_WAIT (editor_shown (replay), "the note editor to open");
  g_assert_cmpuint (qb_note_editor_get_note (editor), ==, 0);
  text = qb_note_editor_dup_text (editor);
  g_assert_cmpstr (text, ==, "Montcalm holds");
  /* The editor has room: not squeezed into the pane under the board. */
  QB_TEST_WAIT (gtk_widget_get_height (GTK_WIDGET (editor)) > 0, "the note editor to be laid out");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (editor)), >=, 200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (editor)), >=, 380);
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-note-editor.png");
  save_in_editor (replay, "Montcalm holds the shore\nbut leaves Sillery\nopen", QB_GLYPH_BLUNDER,
                  QB_NOTE_EVERYONE);

  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 1);
  note = qb_record_get_annotation (record, 0);
  g_assert_cmpuint (note->index, ==, 40);
  g_assert_cmpstr (note->text, ==, "Montcalm holds the shore\nbut leaves Sillery\nopen");
  g_assert_cmpint (note->glyph, ==, QB_GLYPH_BLUNDER);
  g_assert_cmpint (note->mark, ==, QB_MARK_ZONE);
  g_assert_cmpint (note->zone, ==, QB_BE);
  g_assert_true (qb_replay_view_get_dirty (replay));
  rows = note_rows_text (replay);
  g_assert_cmpstr (rows, ==, "Montcalm holds the shore");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (n_rows (replay->notes_list), ==, 1);

  /* Cancel changes nothing. */
  button = find_button_by_tooltip (GTK_WIDGET (replay->notes_list), "Edit Note");
  g_assert_true (gtk_widget_activate (button));
  QB_TEST_WAIT (editor_shown (replay), "the note editor to open");
  qb_note_editor_set_text (editor, "Changed my mind");
  gtk_popover_popdown (GTK_POPOVER (editor));
  QB_TEST_WAIT (!editor_shown (replay), "the note editor to close");
  g_assert_cmpstr (qb_record_get_annotation (record, 0)->text, ==,
                   "Montcalm holds the shore\nbut leaves Sillery\nopen");

  /* The row's delete button. */
  button = find_button_by_tooltip (GTK_WIDGET (replay->notes_list), "Delete Note");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_activate (button));
  /* A button activated by the keyboard clicks once it has been seen to
   * press. */
  QB_TEST_WAIT (qb_record_get_n_annotations (record) == 0, "the note to go");
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (n_rows (replay->notes_list), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Glyphs on the timeline, only where the viewer may read the note, and
 * before the note's words in the moments list. */
static void
test_glyph_on_timeline (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  g_autofree char *rows = NULL;

  g_assert_null (qb_replay_view_get_timeline_glyph (replay, 30));
  qb_replay_view_set_position (replay, 30);
  gtk_editable_set_text (GTK_EDITABLE (replay->note_entry), "The landing");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.write-note", NULL));
  save_in_editor (replay, "The landing", QB_GLYPH_INTERESTING, QB_NOTE_EVERYONE);
  /* The entry's text went into the note, and the entry is empty again. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (replay->note_entry)), ==, "");
  qb_replay_view_set_position (replay, 50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.write-note", NULL));
  save_in_editor (replay, "", QB_GLYPH_DUBIOUS, QB_NOTE_FRENCH_ONLY);

  g_assert_cmpstr (qb_replay_view_get_timeline_glyph (replay, 30), ==, "!?");
  g_assert_cmpstr (qb_replay_view_get_timeline_glyph (replay, 50), ==, "?!");
  g_assert_null (qb_replay_view_get_timeline_glyph (replay, 40));
  rows = note_rows_text (replay);
  g_assert_cmpstr (rows, ==, "The landing|");
  {
    GListModel *moments = qb_replay_session_get_moments (qb_replay_view_get_session (replay));
    guint glyphs = 0;
    for (guint i = 0; i < g_list_model_get_n_items (moments); i++)
      {
        g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, i);
        glyphs += qb_replay_moment_get_glyph (item) != QB_GLYPH_NONE;
      }
    g_assert_cmpuint (glyphs, ==, 2);
  }
  qb_test_settle (GTK_WIDGET (window));
  qb_test_save_screenshot (GTK_WIDGET (window), "replay-glyphs.png");

  /* The British do not see the French glyph, on the timeline or anywhere. */
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  g_assert_cmpstr (qb_replay_view_get_timeline_glyph (replay, 30), ==, "!?");
  g_assert_null (qb_replay_view_get_timeline_glyph (replay, 50));
  qb_replay_view_set_viewer (replay, QB_FRENCH);
  g_assert_cmpstr (qb_replay_view_get_timeline_glyph (replay, 50), ==, "?!");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A bookmark with its title, and a chapter, from the header's button. */
static void
test_bookmark_with_title (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbRecord *record = qb_game_get_record (game);
  QbReplaySession *session = qb_replay_view_get_session (replay);

  qb_replay_view_set_position (replay, 26);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.bookmark", NULL));
  QB_TEST_WAIT (replay->bookmark_entry != NULL && gtk_widget_get_mapped (GTK_WIDGET (replay->bookmark_entry)),
                "the bookmark popover to open");
  /* No title, no bookmark. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.add-bookmark", NULL));
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (replay->bookmark_entry), "The first orders");
  gtk_check_button_set_active (replay->bookmark_chapter, TRUE);
  qb_test_settle (GTK_WIDGET (window));
  /* The popover is a surface of its own. */
  qb_test_save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (replay->bookmark_button)),
                           "replay-bookmark.png");
  g_assert_true (gtk_widget_activate (find_suggested_button (GTK_WIDGET (gtk_menu_button_get_popover (replay->bookmark_button)))));
  QB_TEST_WAIT (!gtk_widget_get_mapped (GTK_WIDGET (replay->bookmark_entry)), "the bookmark popover to close");

  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 1);
  g_assert_cmpuint (qb_record_get_bookmark (record, 0)->index, ==, 26);
  g_assert_cmpstr (qb_record_get_bookmark (record, 0)->title, ==, "The first orders");
  g_assert_true (qb_record_get_bookmark (record, 0)->chapter);
  {
    g_autoptr(QbReplayMoment) item = g_list_model_get_item (qb_replay_session_get_moments (session),
                                                            qb_replay_session_get_selected_moment (session));
    g_assert_cmpint (qb_replay_moment_get_kind (item), ==, QB_REPLAY_ITEM_BOOKMARK);
    g_assert_cmpstr (qb_replay_moment_get_text (item), ==, "The first orders");
    g_assert_true (qb_replay_moment_get_chapter (item));
  }
  /* The next one is a plain bookmark: the box was reset. */
  qb_replay_view_set_position (replay, 60);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.bookmark", NULL));
  QB_TEST_WAIT (gtk_widget_get_mapped (GTK_WIDGET (replay->bookmark_entry)), "the bookmark popover to open");
  g_assert_false (gtk_check_button_get_active (replay->bookmark_chapter));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (replay->bookmark_entry)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (replay->bookmark_entry), "Montcalm waits");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.add-bookmark", NULL));
  g_assert_cmpuint (qb_record_get_n_bookmarks (record), ==, 2);
  g_assert_false (qb_record_get_bookmark (record, 1)->chapter);

  /* The bookmark's row in the moments list removes it. */
  gtk_menu_button_popdown (replay->bookmark_button);
  qb_test_settle (GTK_WIDGET (window));
  {
    GtkWidget *remove = find_button_by_tooltip (GTK_WIDGET (replay->moments_list), "Remove Bookmark");
    GtkWidget *shown = NULL;

    /* The rows in sight: the visible button is the selected bookmark's. */
    for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (replay->moments_list)); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        GtkWidget *b = find_button_by_tooltip (row, "Remove Bookmark");
        if (b != NULL && gtk_widget_get_visible (b))
          shown = b;
      }
    g_assert_nonnull (remove);
    g_assert_nonnull (shown);
    g_assert_true (gtk_widget_activate (shown));
    QB_TEST_WAIT (qb_record_get_n_bookmarks (record) == 1, "the bookmark to go");
    g_assert_cmpstr (qb_record_get_bookmark (record, 0)->title, ==, "The first orders");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A note for the British only: in their view and with both sides face
 * up, with its ring; never in the French or the spectator's view, nor its
 * ring, nor its row in the moments list. */
static void
test_side_only_note_hidden (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplayMarks *marks = QB_REPLAY_MARKS (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_REPLAY_MARKS));
  static const int viewers[] = { QB_BRITISH, QB_FRENCH, QB_PUBLIC, QB_NO_SIDE };
  static const gboolean shown[] = { TRUE, FALSE, FALSE, TRUE };

  qb_replay_view_set_position (replay, 45);
  qb_replay_view_mark_zone (replay, QB_SI);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.write-note", NULL));
  save_in_editor (replay, "Land at the Anse au Foulon\ntomorrow night", QB_GLYPH_BRILLIANT,
                  QB_NOTE_BRITISH_ONLY);
  g_assert_cmpint (qb_record_get_annotation (qb_game_get_record (game), 0)->audience, ==, QB_NOTE_BRITISH_ONLY);

  for (guint v = 0; v < G_N_ELEMENTS (viewers); v++)
    {
      g_autofree char *rows = NULL;

      qb_replay_view_set_viewer (replay, viewers[v]);
      qb_test_settle (GTK_WIDGET (window));
      rows = note_rows_text (replay);
      g_assert_cmpuint (n_rows (replay->notes_list), ==, shown[v] ? 1 : 0);
      g_assert_cmpuint (qb_replay_marks_get_n_marks (marks), ==, shown[v] ? 1 : 0);
      g_assert_cmpstr (rows, ==, shown[v] ? "Land at the Anse au Foulon" : "");
      g_assert_true ((qb_replay_view_get_timeline_glyph (replay, 45) != NULL) == shown[v]);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (replay->notes_scroll)) == shown[v]);
      if (viewers[v] == QB_FRENCH)
        qb_test_save_screenshot (GTK_WIDGET (window), "replay-note-hidden-french.png");
    }
  /* Nor can the French open it in the editor. */
  qb_replay_view_set_viewer (replay, QB_FRENCH);
  gtk_widget_activate_action (GTK_WIDGET (replay), "replay.edit-note", "u", 0);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (editor_shown (replay));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A click on a block rings the block's zone, as a click on the ground
 * does; a second block's zone makes an arrow. */
static void
test_block_click_rings_zone (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbBoard *board = QB_BOARD (qb_test_find_widget (GTK_WIDGET (replay), QB_TYPE_BOARD));
  QbRecord *record = qb_game_get_record (game);
  const QbView *view;
  int first = -1, second = -1;

  qb_replay_view_set_position (replay, 40);
  view = qb_replay_session_get_view (qb_replay_view_get_session (replay));
  for (int b = 0; b < QB_NUM_BLOCKS; b++)
    if (view->blocks[b].loc < QB_NUM_ZONES)
      {
        if (first < 0)
          first = b;
        else if (view->blocks[b].loc != view->blocks[first].loc)
          {
            second = b;
            break;
          }
      }
  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (second, >=, 0);

  g_signal_emit_by_name (board, "block-activated", first);
  g_assert_cmpint (replay->draft_kind, ==, QB_MARK_ZONE);
  g_assert_cmpint (replay->draft_a, ==, view->blocks[first].loc);
  g_assert_true (qb_replay_view_add_note (replay, "This block", NULL));
  g_assert_cmpint (qb_record_get_annotation (record, 0)->mark, ==, QB_MARK_ZONE);
  g_assert_cmpint (qb_record_get_annotation (record, 0)->zone, ==, view->blocks[first].loc);

  g_signal_emit_by_name (board, "block-activated", first);
  g_signal_emit_by_name (board, "block-activated", second);
  g_assert_cmpint (replay->draft_kind, ==, QB_MARK_ARROW);
  g_assert_cmpint (replay->draft_a, ==, view->blocks[first].loc);
  g_assert_cmpint (replay->draft_b, ==, view->blocks[second].loc);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every arrow's curve stays on the map: its control point is on it (a
 * quadratic curve lies within the triangle of its points), and between
 * two zones of one row it bows towards the map's middle. */
static void
test_arrows_stay_on_map (void)
{
  for (int a = 0; a < QB_NUM_ZONES; a++)
    for (int b = 0; b < QB_NUM_ZONES; b++)
      {
        double x0, y0, cx, cy, x1, y1;

        if (a == b)
          continue;
        qb_replay_marks_arrow_curve (a, b, &x0, &y0, &cx, &cy, &x1, &y1);
        g_assert_cmpfloat (cx, >=, 0);
        g_assert_cmpfloat (cx, <=, QB_BOARD_WIDTH);
        g_assert_cmpfloat (cy, >=, 0);
        g_assert_cmpfloat (cy, <=, QB_BOARD_HEIGHT);
        /* Both ways between two zones of the upper half bow downwards. */
        if (y0 < QB_BOARD_HEIGHT / 3 && y1 < QB_BOARD_HEIGHT / 3 && fabs (x1 - x0) > 100)
          g_assert_cmpfloat (cy, >, MAX (y0, y1) - 1);
      }
}

/* The speed menu sets the session's interval, and follows it; a new speed
 * while playing goes on playing. */
static void
test_speed_control (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  guint start;

  g_assert_cmpstr (gtk_menu_button_get_label (replay->speed), ==, "1×");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.speed", "i", 3));
  g_assert_cmpuint (qb_replay_session_get_play_interval (session), ==, QB_REPLAY_PLAY_INTERVAL_MS / 4);
  g_assert_cmpstr (gtk_menu_button_get_label (replay->speed), ==, "4×");
  qb_replay_session_set_play_interval (session, QB_REPLAY_PLAY_INTERVAL_MS * 2);
  g_assert_cmpstr (gtk_menu_button_get_label (replay->speed), ==, "0.5×");
  {
    int speed = -1;
    g_object_get (replay, "play-speed", &speed, NULL);
    g_assert_cmpint (speed, ==, 0);
  }

  qb_replay_view_set_position (replay, 30);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.play", NULL));
  g_assert_true (qb_replay_session_get_playing (session));
  start = qb_replay_view_get_position (replay);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.speed", "i", 3));
  g_assert_true (qb_replay_session_get_playing (session));
  QB_TEST_WAIT (qb_replay_view_get_position (replay) > start + 2, "three steps at the new speed");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.play", NULL));
  g_assert_false (qb_replay_session_get_playing (session));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every row of the moments list, chosen, is the row selected, even where
 * rows share a position (a retreat and the next move); the header names
 * an index moment's row (with its move, and its battle for a battle's
 * turn, retreat or rout), not the phase still to come. */
static void
test_header_text (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  GListModel *moments = qb_replay_session_get_moments (session);
  guint n = g_list_model_get_n_items (moments), shared = 0, retreats = 0;

  for (guint row = 0; row < n; row++)
    {
      g_autoptr(QbReplayMoment) item = g_list_model_get_item (moments, row);
      g_autoptr(QbReplayMoment) next = row + 1 < n ? g_list_model_get_item (moments, row + 1) : NULL;
      const QbMoment *m = qb_replay_moment_get_moment (item);
      g_autofree char *words = m != NULL ? qb_replay_moment_text (m) : NULL;
      const char *title;

      qb_replay_session_select_moment (session, row);
      g_assert_cmpuint (qb_replay_session_get_selected_moment (session), ==, row);
      g_assert_cmpuint (gtk_single_selection_get_selected (replay->moments_selection), ==, row);
      g_assert_cmpuint (qb_replay_view_get_position (replay), ==, qb_replay_moment_get_position (item));
      if (next != NULL && qb_replay_moment_get_position (next) == qb_replay_moment_get_position (item))
        shared++;
      title = gtk_label_get_label (replay->title_label);
      if (m == NULL)
        continue;
      /* The moment's words end the header. */
      g_assert_true (g_str_has_suffix (title, words));
      if (m->type == QB_MOMENT_BATTLE_TURN || m->type == QB_MOMENT_RETREAT || m->type == QB_MOMENT_ROUT)
        g_assert_nonnull (strstr (title, "Battle: "));
      if (m->type != QB_MOMENT_START && m->type != QB_MOMENT_GAME_OVER)
        g_assert_true (g_str_has_prefix (title, "Move "));
      if (m->type == QB_MOMENT_RETREAT)
        {
          retreats++;
          if (retreats == 1)
            g_test_message ("a retreat's header: %s", title);
        }
    }
  g_test_message ("%u rows share their position with the next, %u retreats", shared, retreats);
  g_assert_cmpuint (shared, >, 0);
  g_assert_cmpuint (retreats, >, 0);

  /* Moving on by the scale: the last row of the position again. */
  qb_replay_view_set_position (replay, 0);
  qb_replay_view_set_position (replay, qb_replay_view_get_n_actions (replay));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (replay->title_label), "Game over"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The timeline's keys while the note entry has the keyboard: Page Down
 * goes to the next moment, Ctrl+End and Ctrl+Home to the ends, Ctrl+Space
 * plays and pauses, the typed text stays (Ctrl+Left/Right stay the
 * entry's: test-input.c); Escape leaves the entry for the board. In the
 * note editor every key writes, and Ctrl+Return saves. */
static void
test_keys_in_entry (void)
{
  g_autoptr(QbGame) game = NULL;
  QbWindow *window;
  QbReplayView *replay;
  QbReplaySession *session;
  GtkWidget *w;
  guint before;

  if (!qb_test_can_use_xdotool ())
    {
      g_test_skip ("needs an X11 display and xdotool");
      return;
    }
  game = finished_game (41);
  window = window_with_replay (game, 1400, 900);
  w = GTK_WIDGET (window);
  replay = qb_window_get_replay_view (window);
  session = qb_replay_view_get_session (replay);
  qb_test_focus_window (w);
  qb_replay_view_set_position (replay, 30);
  gtk_widget_grab_focus (GTK_WIDGET (replay->note_entry));
  qb_test_xdotool ("type", "ab", NULL);
  QB_TEST_WAIT (g_str_equal (gtk_editable_get_text (GTK_EDITABLE (replay->note_entry)), "ab"), "the typed text");

  qb_test_xdotool ("key", "--clearmodifiers", "Next", NULL);
  QB_TEST_WAIT (qb_replay_view_get_position (replay) > 30, "Page Down to go to the next moment");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (w)), GTK_WIDGET (replay->note_entry)));
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+End", NULL);
  QB_TEST_WAIT (qb_replay_view_get_position (replay) == qb_replay_view_get_n_actions (replay), "Ctrl+End");
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Home", NULL);
  QB_TEST_WAIT (qb_replay_view_get_position (replay) == 0, "Ctrl+Home");
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+space", NULL);
  QB_TEST_WAIT (qb_replay_session_get_playing (session), "Ctrl+Space to play");
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+space", NULL);
  QB_TEST_WAIT (!qb_replay_session_get_playing (session), "Ctrl+Space to pause");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (replay->note_entry)), ==, "ab");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (w)), GTK_WIDGET (replay->note_entry)));

  qb_test_xdotool ("key", "--clearmodifiers", "Escape", NULL);
  QB_TEST_WAIT (gtk_widget_is_focus (GTK_WIDGET (replay->board)), "Escape to give the board the keyboard");

  /* In the editor, keys write: Return a new line, Page Down nothing on
   * the timeline; Ctrl+Return saves. */
  before = qb_replay_view_get_position (replay);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.write-note", NULL));
  QB_TEST_WAIT (editor_shown (replay), "the note editor to open");
  QB_TEST_WAIT (GTK_IS_TEXT_VIEW (gtk_root_get_focus (GTK_ROOT (w))), "the editor's text to have the keyboard");
  qb_test_xdotool ("type", "cd", NULL);
  qb_test_xdotool ("key", "--clearmodifiers", "Return", NULL);
  qb_test_xdotool ("type", "ef", NULL);
  qb_test_xdotool ("key", "--clearmodifiers", "Next", NULL);
  {
    g_autofree char *text = NULL;
    QB_TEST_WAIT ((g_free (text), text = qb_note_editor_dup_text (qb_replay_view_get_note_editor (replay)),
                   g_str_has_suffix (text, "ef")), "the typed lines");
    g_assert_cmpstr (text, ==, "abcd\nef");
  }
  g_assert_cmpuint (qb_replay_view_get_position (replay), ==, before);
  qb_test_xdotool ("key", "--clearmodifiers", "ctrl+Return", NULL);
  QB_TEST_WAIT (!editor_shown (replay), "Ctrl+Return to save the note");
  g_assert_cmpuint (qb_record_get_n_annotations (qb_game_get_record (game)), ==, 1);
  g_assert_cmpstr (qb_record_get_annotation (qb_game_get_record (game), 0)->text, ==, "abcd\nef");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The notes pane with notes, glyphs and the editor open, as a player sees
 * it on a small and a large screen, light and dark. */
static void
test_screenshots (void)
{
  static const struct { int w, h; const char *name; } sizes[] = {
    { 1024, 600, "1024x600" }, { 1920, 1080, "1920x1080" },
  };
  AdwStyleManager *manager = adw_style_manager_get_default ();

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int dark = 0; dark <= 1; dark++)
      {
        g_autoptr(QbGame) game = finished_game (41);
        QbWindow *window;
        QbReplayView *replay;
        g_autofree char *name = NULL;

        adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
        window = window_with_replay (game, sizes[s].w, sizes[s].h);
        replay = qb_window_get_replay_view (window);
        qb_replay_view_set_position (replay, 30);
        qb_replay_view_mark_zone (replay, QB_MO);
        qb_replay_view_mark_zone (replay, QB_SC);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.write-note", NULL));
        save_in_editor (replay, "Montmorency to Saint-Charles: the French shift their line\n"
                        "towards the city, and leave the falls to the militia.",
                        QB_GLYPH_INTERESTING, QB_NOTE_EVERYONE);
        qb_replay_view_mark_zone (replay, QB_OR);
        qb_replay_view_mark_zone (replay, QB_LE);
        g_assert_true (qb_replay_view_add_note (replay, "A British note", NULL));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (replay), "replay.edit-note", "u", 0));
        QB_TEST_WAIT (editor_shown (replay), "the note editor to open");
        QB_TEST_WAIT (gtk_widget_get_height (GTK_WIDGET (qb_replay_view_get_note_editor (replay))) > 0,
                      "the note editor to be laid out");
        qb_test_settle (GTK_WIDGET (window));
        /* The editor fits the window's screen. */
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (qb_replay_view_get_note_editor (replay))), <=, sizes[s].h);
        name = g_strdup_printf ("replay-notes-%s-%s.png", sizes[s].name, dark ? "dark" : "light");
        qb_test_save_screenshot (GTK_WIDGET (window), name);
        /* The popover is a surface of its own. */
        g_free (name);
        name = g_strdup_printf ("replay-note-editor-%s-%s.png", sizes[s].name, dark ? "dark" : "light");
        qb_test_save_screenshot (GTK_WIDGET (qb_replay_view_get_note_editor (replay)), name);
        gtk_popover_popdown (GTK_POPOVER (qb_replay_view_get_note_editor (replay)));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static GtkWidget *
find_menu_button (GtkWidget  *root,
                  const char *tooltip)
{
  if (GTK_IS_MENU_BUTTON (root) && g_strcmp0 (gtk_widget_get_tooltip_text (root), tooltip) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button (c, tooltip);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Export Game… and Import Notes… without their file choosers: the page's
 * viewpoint decides what the document holds, and the notes read back show
 * in the notes pane, the page's notes unsaved. */
static void
test_export_import (void)
{
  g_autoptr(QbGame) game = finished_game (41);
  QbWindow *window = window_with_replay (game, 1400, 900);
  QbReplayView *replay = qb_window_get_replay_view (window);
  QbReplaySession *session = qb_replay_view_get_session (replay);
  QbRecord *record = qb_game_get_record (game);
  g_autofree char *dir = g_dir_make_tmp ("qb-test-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.md", NULL);
  g_autofree char *other = g_build_filename (dir, "other.md", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *rows = NULL;
  QbAnnotation british = { 0, (char *) "Land at the Foulon", QB_MARK_NONE, QB_LOC_NONE, QB_LOC_NONE,
                           QB_LOC_NONE, QB_GLYPH_BRILLIANT, QB_NOTE_BRITISH_ONLY };
  QbAnnotation french = { 0, (char *) "Hold Beauport", QB_MARK_NONE, QB_LOC_NONE, QB_LOC_NONE,
                          QB_LOC_NONE, QB_GLYPH_NONE, QB_NOTE_FRENCH_ONLY };
  guint added = 0;

  qb_replay_view_set_position (replay, 45);
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  g_assert_true (qb_replay_session_add_note_full (session, &british, &error));
  qb_replay_view_set_viewer (replay, QB_FRENCH);
  g_assert_true (qb_replay_session_add_note_full (session, &french, &error));
  g_assert_no_error (error);
  qb_replay_view_set_viewer (replay, QB_BRITISH);
  qb_test_settle (GTK_WIDGET (window));

  g_assert_true (qb_replay_view_export (replay, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "# "));
  g_assert_nonnull (strstr (text, "Land at the Foulon"));
  g_assert_null (strstr (text, "Hold Beauport"));

  /* The British note deleted, then read back. */
  for (guint i = 0; i < qb_record_get_n_annotations (record); i++)
    if (qb_record_get_annotation (record, i)->audience == QB_NOTE_BRITISH_ONLY)
      qb_replay_session_remove_note (session, i);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_cmpuint (n_rows (replay->notes_list), ==, 0);
  g_assert_true (qb_replay_view_import_notes (replay, file, &added, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  qb_test_settle (GTK_WIDGET (window));
  rows = note_rows_text (replay);
  g_assert_cmpstr (rows, ==, "Land at the Foulon");
  g_assert_true (qb_replay_view_get_dirty (replay));
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 2);

  /* The page's menu with its two new items, for a look. */
  {
    GtkWidget *menu = find_menu_button (GTK_WIDGET (replay), "What If, Export and Import");

    g_assert_nonnull (menu);
    gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
    qb_test_settle (GTK_WIDGET (window));
    qb_test_save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu))),
                             "replay-menu-export.png");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  }

  /* A file that is no export. */
  g_assert_true (g_file_set_contents (other, "# Just notes\n", -1, NULL));
  g_assert_false (qb_replay_view_import_notes (replay, other_file, &added, &error));
  g_assert_error (error, QB_EXPORT_ERROR, QB_EXPORT_ERROR_NO_NOTES);
  g_assert_cmpuint (qb_record_get_n_annotations (record), ==, 2);
  g_unlink (path);
  g_unlink (other);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int ret;

  tmp_home = g_dir_make_tmp ("qb-test-replay-notes-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", tmp_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/replay-notes/edit-delete", test_edit_delete);
  g_test_add_func ("/ui/replay-notes/glyph-on-timeline", test_glyph_on_timeline);
  g_test_add_func ("/ui/replay-notes/bookmark-with-title", test_bookmark_with_title);
  g_test_add_func ("/ui/replay-notes/side-only-note-hidden", test_side_only_note_hidden);
  g_test_add_func ("/ui/replay-notes/block-click-rings-zone", test_block_click_rings_zone);
  g_test_add_func ("/ui/replay-notes/arrows-stay-on-map", test_arrows_stay_on_map);
  g_test_add_func ("/ui/replay-notes/speed-control", test_speed_control);
  g_test_add_func ("/ui/replay-notes/header-text", test_header_text);
  g_test_add_func ("/ui/replay-notes/keys-in-entry", test_keys_in_entry);
  g_test_add_func ("/ui/replay-notes/export-import", test_export_import);
  g_test_add_func ("/ui/replay-notes/screenshots", test_screenshots);
  ret = g_test_run ();
  g_free (tmp_home);
  return ret;
}
