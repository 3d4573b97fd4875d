/* test-a11y.c: every view as a screen reader finds it, over AT-SPI.
 *
 * The windows are real, under Xvfb and a private D-Bus session, whose
 * accessibility bus GTK joins by itself. At each view, a11y-tree.py (a
 * separate process, as a screen reader is) walks this process's accessible
 * tree over AT-SPI while the main loop keeps answering; the test fails on
 * any interactive element it cannot name (no name, a type name such as
 * "GtkImage", a mnemonic underscore, the label twice).
 *
 * Views: the curtain, the Play page at each kind of decision a game reaches
 * (deployment, transfers, orders, battles, the end), Replay, Rules, the New
 * Game dialog and Preferences. Behind the curtain the tree must hold nothing
 * of the player who left (issue 11): no French block the British may not
 * know when the British come next, and the other way round.
 */
#include <adwaita.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "qb-board.h"
#include "qb-game.h"
#include "qb-new-game-dialog.h"
#include "qb-play-view.h"
#include "qb-preferences-window.h"
#include "qb-record.h"
#include "qb-replay-view.h"
#include "qb-strength-chart.h"
#include "qb-rules-view.h"
#include "qb-scenario.h"
#include "qb-window.h"
#include "qb-ui-test-util.h"

typedef struct
{
  guint nodes;
  guint focusable;
  GPtrArray *problems;   /* "role 'name': why (path)" */
  GPtrArray *strings;    /* every name, description and text */
  GPtrArray *headings;   /* "level:name" */
} Tree;

static void
tree_free (Tree *tree)
{
  g_ptr_array_unref (tree->problems);
  g_ptr_array_unref (tree->strings);
  g_ptr_array_unref (tree->headings);
  g_free (tree);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Tree, tree_free)

static void
communicated_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  char **out = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, out, NULL, &error))
    g_error ("a11y-tree.py: %s", error->message);
  if (*out == NULL)
    *out = g_strdup ("");
}

static GPtrArray *
string_array (JsonObject *object,
              const char *member)
{
  GPtrArray *array = g_ptr_array_new_with_free_func (g_free);
  JsonArray *items = json_object_get_array_member (object, member);

  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonNode *node = json_array_get_element (items, i);
      if (JSON_NODE_HOLDS_OBJECT (node))
        {
          JsonObject *p = json_node_get_object (node);
          g_ptr_array_add (array, g_strdup_printf ("%s '%s': %s (in %s)",
                                                   json_object_get_string_member (p, "role"),
                                                   json_object_get_string_member (p, "name"),
                                                   json_object_get_string_member (p, "why"),
                                                   json_object_get_string_member (p, "path")));
        }
      else
        g_ptr_array_add (array, g_strdup (json_node_get_string (node)));
    }
  return array;
}

/* This process's accessible tree as AT-SPI shows it. The walker is another
 * process; GTK answers it from this main loop, which runs meanwhile. */
static Tree *
walk_tree (GtkWidget *settle_on)
{
  const char *python = g_getenv ("QB_A11Y_PYTHON");
  const char *script = g_getenv ("QB_A11Y_WALKER");
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) walker = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  JsonObject *object;
  Tree *tree;

  g_assert_nonnull (python);
  g_assert_nonnull (script);
  gint64 start = g_get_monotonic_time ();

  qb_test_settle (settle_on);
  walker = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, python, script, pid, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (walker, NULL, NULL, communicated_cb, &out);
  while (out == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_subprocess_get_if_exited (walker));
  g_assert_cmpint (g_subprocess_get_exit_status (walker), ==, 0);

  if (!json_parser_load_from_data (parser, out, -1, &error))
    g_error ("a11y-tree.py said %s: %s", out, error->message);
  object = json_node_get_object (json_parser_get_root (parser));
  tree = g_new0 (Tree, 1);
  tree->nodes = (guint) json_object_get_int_member (object, "nodes");
  tree->focusable = (guint) json_object_get_int_member (object, "focusable");
  tree->problems = string_array (object, "problems");
  tree->strings = string_array (object, "strings");
  tree->headings = string_array (object, "headings");
  g_test_message ("%u accessible objects, %u focusable controls, walked in %.1f s", tree->nodes,
                  tree->focusable, (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  return tree;
}

/* The tree of the view has every control named. */
static void
assert_all_named (GtkWidget  *window,
                  const char *view)
{
  g_autoptr(Tree) tree = walk_tree (window);

  /* A walk that found nothing would pass anything. */
  g_assert_cmpuint (tree->nodes, >, 20);
  g_assert_cmpuint (tree->focusable, >, 0);
  for (guint i = 0; i < tree->problems->len; i++)
    g_printerr ("%s: %s\n", view, (char *) g_ptr_array_index (tree->problems, i));
  if (tree->problems->len > 0)
    g_error ("%s: %u controls without a proper accessible name", view, tree->problems->len);
}

/* The first string of the tree that holds `text` and is not in the
 * window before any game (the rules' titles name the Ottawa), or NULL. */
static const char *
tree_mentions (Tree       *tree,
               Tree       *before,
               const char *text)
{
  for (guint i = 0; i < tree->strings->len; i++)
    {
      const char *s = g_ptr_array_index (tree->strings, i);
      guint unused;
      if (strstr (s, text) != NULL
          && !g_ptr_array_find_with_equal_func (before->strings, s, g_str_equal, &unused))
        return s;
    }
  return NULL;
}

/* Names of `side`'s blocks that the other side has never known in the
 * game so far (not in its view now, as ships are; never named in an event
 * it saw), and that no block of the other side shares ("Detachment A"). */
static GPtrArray *
secret_names (QbGame *game,
              int     side)
{
  const QbState *s = qb_game_get_state (game);
  GPtrArray *names = g_ptr_array_new ();
  int other = side == QB_BRITISH ? QB_FRENCH : QB_BRITISH;
  guint64 named = 0;
  guint n = 0;
  const QbEvent *events = qb_game_get_events (game, &n);
  QbView view;

  qb_game_view (game, other, &view);

  for (guint i = 0; i < n; i++)
    {
      QbEvent seen;
      if (!qb_event_for (&events[i], other, &seen))
        continue;
      if (seen.block < QB_NUM_BLOCKS)
        named |= G_GUINT64_CONSTANT (1) << seen.block;
      if (seen.block2 < QB_NUM_BLOCKS)
        named |= G_GUINT64_CONSTANT (1) << seen.block2;
    }

  for (int b = QB_FIRST_BLOCK (side); b < QB_FIRST_BLOCK (side) + QB_BLOCKS_PER_SIDE; b++)
    {
      const char *name = qb_block_name (s, b);
      gboolean shared = FALSE;
      for (int o = QB_FIRST_BLOCK (other); o < QB_FIRST_BLOCK (other) + QB_BLOCKS_PER_SIDE; o++)
        shared |= g_strcmp0 (qb_block_name (s, o), name) == 0;
      if (!shared && !(named & (G_GUINT64_CONSTANT (1) << b))
          && view.blocks[b].type == QB_UNKNOWN
          && s->blocks[b].loc != QB_LOC_ELIMINATED && s->blocks[b].loc != QB_LOC_POOL)
        g_ptr_array_add (names, (gpointer) name);
    }
  return names;
}

/* Behind the curtain: no control without a name, and nothing of `left`'s
 * that the player coming to the screen may not know. */
static void
check_curtain (QbWindow   *window,
               Tree       *before,
               QbGame     *game,
               int         left,
               const char *view)
{
  g_autoptr(Tree) tree = walk_tree (GTK_WIDGET (window));
  g_autoptr(GPtrArray) secrets = secret_names (game, left);

  g_assert_true (qb_window_is_curtain_up (window));
  g_assert_cmpuint (secrets->len, >, 0);   /* else the check proves nothing */
  for (guint i = 0; i < secrets->len; i++)
    {
      const char *said = tree_mentions (tree, before, g_ptr_array_index (secrets, i));
      if (said != NULL)
        g_error ("%s: the accessible tree behind the curtain names %s block %s: \"%s\"", view,
                 left == QB_FRENCH ? "the French" : "the British",
                 (char *) g_ptr_array_index (secrets, i), said);
    }
  for (guint i = 0; i < tree->problems->len; i++)
    g_printerr ("%s: %s\n", view, (char *) g_ptr_array_index (tree->problems, i));
  g_assert_cmpuint (tree->problems->len, ==, 0);
}

static QbWindow *
new_window (void)
{
  QbWindow *window = qb_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  gtk_window_present (GTK_WINDOW (window));
  qb_test_settle (GTK_WIDGET (window));
  return window;
}

static void
apply (QbGame *game, int type, int a, int b, int c)
{
  g_autoptr(GError) error = NULL;
  QbAction act = { (uint8_t) type, (uint8_t) a, (uint8_t) b, (uint8_t) c };
  if (!qb_game_apply (game, act, &error))
    g_error ("%s: %s", qb_action_type_name (type), error->message);
}

static void
deploy_historical (QbGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QbScenario) scenario = qb_scenario_new_historical (QB_EDITION_REVISED, &error);
  g_autoptr(GArray) places = NULL;

  g_assert_no_error (error);
  places = qb_scenario_get_deployment (scenario);
  for (guint i = 0; i < places->len; i++)
    {
      QbAction a = g_array_index (places, QbAction, i);
      apply (game, a.type, a.a, a.b, a.c);
    }
}

static void
lift_curtain (QbWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lift-curtain", NULL);
  qb_test_settle (GTK_WIDGET (window));
  g_assert_false (qb_window_is_curtain_up (window));
}

/* Hot-seat play from the first curtain to the end: every view a player
 * meets, each kind of decision once, and the curtain both ways. */
static void
test_play (void)
{
  QbWindow *window = new_window ();
  g_autoptr(QbGame) game = NULL;
  GRand *rand = g_rand_new_with_seed (5);
  gboolean walked[QB_PHASE_GAME_OVER + 1] = { FALSE };
  gboolean curtain_checked[2] = { FALSE, FALSE };
  QbOptions options;
  guint steps = 0;

  /* What the window says before any game: the rules name blocks too. */
  g_autoptr(Tree) before = walk_tree (GTK_WIDGET (window));

  qb_options_default (&options);
  game = qb_game_new (&options, 5);
  qb_game_set_dice_seed (game, 5);   /* the same game at every run */
  qb_window_start_game (window, game, TRUE);
  qb_test_settle (GTK_WIDGET (window));

  /* The first curtain, then the French deployment with its tray. */
  g_assert_true (qb_window_is_curtain_up (window));
  assert_all_named (GTK_WIDGET (window), "the first curtain");
  lift_curtain (window);
  assert_all_named (GTK_WIDGET (window), "Play: French deployment");
  walked[QB_PHASE_FRENCH_SETUP] = TRUE;

  /* The French leave the screen to the British: nothing of their
   * deployment stays in the tree. */
  deploy_historical (game);
  qb_test_settle (GTK_WIDGET (window));
  check_curtain (window, before, game, QB_FRENCH, "the curtain after the French deployment");
  curtain_checked[QB_FRENCH] = TRUE;

  while (!qb_game_is_over (game))
    {
      const QbState *s = qb_game_get_state (game);
      g_autoptr(GArray) actions = NULL;
      QbAction a;

      if (qb_window_is_curtain_up (window))
        {
          /* A player leaves (the British after their orders, say): check
           * once for each side that the tree shows nothing of theirs to
           * the other. */
          int left = s->decider == QB_FRENCH ? QB_BRITISH : QB_FRENCH;
          if (!curtain_checked[left])
            {
              check_curtain (window, before, game, left,
                             left == QB_BRITISH ? "the curtain after a British decision"
                                                : "the curtain after a French decision");
              curtain_checked[left] = TRUE;
            }
          lift_curtain (window);
        }
      if (!walked[s->phase])
        {
          g_autofree char *view = g_strdup_printf ("Play: %s", qb_phase_name (s->phase));
          assert_all_named (GTK_WIDGET (window), view);
          walked[s->phase] = TRUE;
        }
      actions = qb_game_list_legal_actions (game);
      a = g_array_index (actions, QbAction, g_rand_int_range (rand, 0, (gint32) actions->len));
      apply (game, a.type, a.a, a.b, a.c);
      if (++steps % 40 == 0)
        qb_test_settle (GTK_WIDGET (window));
      g_assert_cmpuint (steps, <, 20000);
    }
  qb_test_settle (GTK_WIDGET (window));
  assert_all_named (GTK_WIDGET (window), "Play: the end of the game");
  g_assert_true (curtain_checked[QB_BRITISH]);
  /* The battle decisions were met too. */
  g_assert_true (walked[QB_PHASE_ORDERS]);
  g_assert_true (walked[QB_PHASE_FIRE]);
  g_assert_true (walked[QB_PHASE_ALLOCATE]);

  /* The finished game in the replay: the timeline, viewers, notes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.open-in-replay", NULL));
  qb_replay_view_set_position (qb_window_get_replay_view (window), 40);
  assert_all_named (GTK_WIDGET (window), "Replay");
  /* Its Strength tab: the chart is a named slider, its value in words. */
  {
    GtkWidget *chart = qb_test_find_widget (GTK_WIDGET (window), QB_TYPE_STRENGTH_CHART);
    g_autoptr(Tree) tree = NULL;
    gboolean named = FALSE;

    gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_ancestor (chart, GTK_TYPE_STACK)), "chart");
    qb_test_settle (GTK_WIDGET (window));
    assert_all_named (GTK_WIDGET (window), "Replay: the strength chart");
    tree = walk_tree (GTK_WIDGET (window));
    for (guint i = 0; i < tree->strings->len; i++)
      named |= strstr (g_ptr_array_index (tree->strings, i), "Strength of both sides") != NULL;
    g_assert_true (named);
  }

  /* The rules: the contents, a page with its headings. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-rule", "s", "15.0");
  {
    g_autoptr(Tree) tree = walk_tree (GTK_WIDGET (window));
    gboolean found = FALSE;
    for (guint i = 0; i < tree->headings->len; i++)
      found |= strstr (g_ptr_array_index (tree->headings, i), "15.0") != NULL;
    for (guint i = 0; i < tree->problems->len; i++)
      g_printerr ("Rules: %s\n", (char *) g_ptr_array_index (tree->problems, i));
    g_assert_cmpuint (tree->problems->len, ==, 0);
    g_assert_true (found);
  }
  g_rand_free (rand);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_empty_window (void)
{
  QbWindow *window = new_window ();
  assert_all_named (GTK_WIDGET (window), "the window without a game");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_game_dialog (void)
{
  QbWindow *window = new_window ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  GtkWindow *dialog = qb_new_game_dialog_new (GTK_WINDOW (window), settings);

  gtk_window_present (dialog);
  assert_all_named (GTK_WIDGET (dialog), "New Game");
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.quebec1759.Quebec1759");
  GtkWindow *preferences = qb_preferences_window_new (settings);

  gtk_window_present (preferences);
  assert_all_named (GTK_WIDGET (preferences), "Preferences");
  gtk_window_destroy (preferences);
}

int
main (int argc, char **argv)
{
  qb_ui_test_init (&argc, &argv, "a11y");

  g_test_add_func ("/ui/a11y/empty-window", test_empty_window);
  g_test_add_func ("/ui/a11y/play-curtain-replay-rules", test_play);
  g_test_add_func ("/ui/a11y/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/a11y/preferences", test_preferences);
  return qb_ui_test_run ();
}
