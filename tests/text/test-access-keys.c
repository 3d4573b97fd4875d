/* test-access-keys.c: no two items of a menu, and no two labels of one
 * .ui file, share an access key (the letter after “_”), in English,
 * French or Italian (issue 14).
 *
 * Reads every .ui file under src/ui (QB_SOURCE_ROOT) with GMarkup: the
 * items of each <menu> (its sections flattened, a submenu's own items
 * counted apart), and the labels of widgets that use underlines. Each
 * translatable label is looked up in the build's catalogs (qb-test-i18n).
 * No display needed.
 */
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "qb-test-i18n.h"

typedef struct
{
  char *text;
  char *context;            /* msgctxt, or NULL */
  gboolean translatable;
} Label;

static void
label_free (gpointer data)
{
  Label *label = data;

  g_free (label->text);
  g_free (label->context);
  g_free (label);
}

/* One group of labels that must not share a key: a menu, or a file. */
typedef struct
{
  char *name;
  GPtrArray *labels;
} Group;

static void
group_free (gpointer data)
{
  Group *group = data;

  g_free (group->name);
  g_ptr_array_unref (group->labels);
  g_free (group);
}

typedef struct
{
  const char *file;
  GPtrArray *groups;        /* every group found so far */
  GPtrArray *menus;         /* the open <menu> and <submenu> groups, innermost last */
  GPtrArray *scopes;        /* Group *: the file, then each open stack page */
  GArray *scope_depth;      /* guint: the <object> depth each scope opened at */
  /* The element being read. */
  gboolean in_label;        /* <attribute name="label"> or <property name="label"> */
  gboolean in_use_underline;
  gboolean is_property;
  GString *text;
  char *context;
  gboolean translatable;
  /* A widget's label and whether it uses underlines, per open <object>. */
  GPtrArray *objects;       /* Label * or NULL, per <object> */
  GArray *underline;        /* gboolean per <object> */
} Reader;

static Group *
group_new (const char *file,
           const char *id)
{
  Group *group = g_new0 (Group, 1);

  group->name = g_strdup_printf ("%s: %s", file, id != NULL ? id : "(menu)");
  group->labels = g_ptr_array_new_with_free_func (label_free);
  return group;
}

static const char *
attr (const char **names,
      const char **values,
      const char  *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], name) == 0)
      return values[i];
  return NULL;
}

static void
start_cb (GMarkupParseContext *context,
          const char          *element,
          const char         **names,
          const char         **values,
          gpointer             data,
          GError             **error)
{
  Reader *r = data;
  const char *name = attr (names, values, "name");

  if (strcmp (element, "object") == 0
      && (g_strcmp0 (attr (names, values, "class"), "GtkStackPage") == 0
          || g_strcmp0 (attr (names, values, "class"), "AdwViewStackPage") == 0))
    {
      /* The pages of a stack are never shown together: each is a group
       * of its own. */
      g_autofree char *id = g_strdup_printf ("page %u", r->groups->len);
      Group *group = group_new (r->file, id);
      guint depth = r->objects->len;

      g_ptr_array_add (r->groups, group);
      g_ptr_array_add (r->scopes, group);
      g_array_append_val (r->scope_depth, depth);
    }
  if (strcmp (element, "menu") == 0 || strcmp (element, "submenu") == 0)
    {
      Group *group = group_new (r->file, attr (names, values, "id"));

      /* A submenu's own label belongs to the menu around it (added
       * when its <attribute> is read), its items to itself. */
      g_ptr_array_add (r->groups, group);
      g_ptr_array_add (r->menus, group);
    }
  else if (strcmp (element, "object") == 0)
    {
      gboolean no = FALSE;

      g_ptr_array_add (r->objects, NULL);
      g_array_append_val (r->underline, no);
    }
  else if ((strcmp (element, "attribute") == 0 || strcmp (element, "property") == 0)
           && g_strcmp0 (name, "label") == 0)
    {
      const char *translatable = attr (names, values, "translatable");

      r->in_label = TRUE;
      r->is_property = strcmp (element, "property") == 0;
      g_string_truncate (r->text, 0);
      g_free (r->context);
      r->context = g_strdup (attr (names, values, "context"));
      r->translatable = g_strcmp0 (translatable, "yes") == 0 || g_strcmp0 (translatable, "true") == 0;
    }
  else if (strcmp (element, "property") == 0 && g_strcmp0 (name, "use-underline") == 0)
    {
      r->in_use_underline = TRUE;
      g_string_truncate (r->text, 0);
    }
}

static void
text_cb (GMarkupParseContext *context,
         const char          *text,
         gsize                len,
         gpointer             data,
         GError             **error)
{
  Reader *r = data;

  if (r->in_label || r->in_use_underline)
    g_string_append_len (r->text, text, (gssize) len);
}

static void
end_cb (GMarkupParseContext *context,
        const char          *element,
        gpointer             data,
        GError             **error)
{
  Reader *r = data;

  if (r->in_label && (strcmp (element, "attribute") == 0 || strcmp (element, "property") == 0))
    {
      Label *label = g_new0 (Label, 1);

      r->in_label = FALSE;
      label->text = g_strdup (r->text->str);
      label->context = g_steal_pointer (&r->context);
      label->translatable = r->translatable;
      if (!r->is_property && r->menus->len > 0)
        {
          /* A submenu's label: the menu around the submenu holds it. */
          GMarkupParseContext *c = context;
          const GSList *stack = g_markup_parse_context_get_element_stack (c);
          guint index = r->menus->len - 1;

          if (stack->next != NULL && strcmp (stack->next->data, "submenu") == 0 && index > 0)
            index--;
          g_ptr_array_add (((Group *) r->menus->pdata[index])->labels, label);
        }
      else if (r->is_property && r->objects->len > 0 && r->objects->pdata[r->objects->len - 1] == NULL)
        r->objects->pdata[r->objects->len - 1] = label;
      else
        label_free (label);
    }
  else if (r->in_use_underline && strcmp (element, "property") == 0)
    {
      r->in_use_underline = FALSE;
      if (r->underline->len > 0)
        g_array_index (r->underline, gboolean, r->underline->len - 1) =
          g_ascii_strcasecmp (g_strstrip (r->text->str), "true") == 0
          || g_ascii_strcasecmp (r->text->str, "yes") == 0 || strcmp (r->text->str, "1") == 0;
    }
  else if (strcmp (element, "menu") == 0 || strcmp (element, "submenu") == 0)
    g_ptr_array_set_size (r->menus, r->menus->len - 1);
  else if (strcmp (element, "object") == 0)
    {
      Label *label = r->objects->pdata[r->objects->len - 1];
      gboolean underline = g_array_index (r->underline, gboolean, r->underline->len - 1);

      r->objects->pdata[r->objects->len - 1] = NULL;
      g_ptr_array_set_size (r->objects, r->objects->len - 1);
      g_array_set_size (r->underline, r->underline->len - 1);
      if (label != NULL && underline && strchr (label->text, '_') != NULL)
        g_ptr_array_add (((Group *) r->scopes->pdata[r->scopes->len - 1])->labels, label);
      else if (label != NULL)
        label_free (label);
      if (r->scope_depth->len > 0
          && g_array_index (r->scope_depth, guint, r->scope_depth->len - 1) == r->objects->len)
        {
          g_ptr_array_set_size (r->scopes, r->scopes->len - 1);
          g_array_set_size (r->scope_depth, r->scope_depth->len - 1);
        }
    }
}

static GPtrArray *
read_groups (void)
{
  g_autofree char *root = g_build_filename (QB_SOURCE_ROOT, "src", "ui", NULL);
  GPtrArray *groups = g_ptr_array_new_with_free_func (group_free);
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (dirs, g_strdup (root));
  for (guint d = 0; d < dirs->len; d++)
    {
      g_autoptr(GDir) dir = g_dir_open (dirs->pdata[d], 0, NULL);
      const char *entry;

      g_assert_nonnull (dir);
      while ((entry = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dirs->pdata[d], entry, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_DIR))
            g_ptr_array_add (dirs, g_steal_pointer (&path));
          else if (g_str_has_suffix (entry, ".ui"))
            {
              static const GMarkupParser parser = { start_cb, end_cb, text_cb, NULL, NULL };
              g_autofree char *contents = NULL;
              g_autoptr(GError) error = NULL;
              gsize len = 0;
              Reader r = { 0 };
              GMarkupParseContext *context;

              g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
              r.file = path + strlen (root) + 1;
              r.groups = groups;
              r.menus = g_ptr_array_new ();
              r.scopes = g_ptr_array_new ();
              r.scope_depth = g_array_new (FALSE, FALSE, sizeof (guint));
              g_ptr_array_add (r.scopes, group_new (r.file, "labels with underlines"));
              g_ptr_array_add (groups, r.scopes->pdata[0]);
              r.text = g_string_new (NULL);
              r.objects = g_ptr_array_new ();
              r.underline = g_array_new (FALSE, FALSE, sizeof (gboolean));
              context = g_markup_parse_context_new (&parser, 0, &r, NULL);
              g_assert_true (g_markup_parse_context_parse (context, contents, (gssize) len, &error));
              g_assert_no_error (error);
              g_markup_parse_context_free (context);
              g_ptr_array_unref (r.scopes);
              g_array_unref (r.scope_depth);
              g_ptr_array_unref (r.menus);
              g_ptr_array_unref (r.objects);
              g_array_unref (r.underline);
              g_string_free (r.text, TRUE);
              g_free (r.context);
            }
        }
    }
  g_ptr_array_unref (dirs);
  return groups;
}

/* The access key of a label as shown: the character after the first
 * single underline, folded to lower case; 0 for none. */
static gunichar
access_key (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (*p == '_')
      {
        if (p[1] == '_')
          {
            p++;
            continue;
          }
        return p[1] != '\0' ? g_unichar_tolower (g_utf8_get_char (p + 1)) : 0;
      }
  return 0;
}

static const char *
shown (const Label *label)
{
  if (!label->translatable)
    return label->text;
  if (label->context != NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, label->context, label->text);
  return g_dgettext (GETTEXT_PACKAGE, label->text);
}

/* Every pair of labels of a group with the same key, as text. */
static char *
clashes (GPtrArray *groups)
{
  GString *found = g_string_new (NULL);

  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = groups->pdata[g];

      for (guint i = 0; i < group->labels->len; i++)
        for (guint j = i + 1; j < group->labels->len; j++)
          {
            const char *a = shown (group->labels->pdata[i]);
            const char *b = shown (group->labels->pdata[j]);
            gunichar ka = access_key (a);

            if (ka != 0 && ka == access_key (b))
              g_string_append_printf (found, "%s: “%s” and “%s”\n", group->name, a, b);
          }
    }
  return g_string_free (found, found->len == 0);
}

static void
test_menus_found (void)
{
  g_autoptr(GPtrArray) groups = read_groups ();
  gboolean primary = FALSE;

  /* The reader sees the main menu and its items. */
  for (guint g = 0; g < groups->len; g++)
    {
      Group *group = groups->pdata[g];

      if (g_str_has_suffix (group->name, ": primary_menu"))
        {
          primary = TRUE;
          g_assert_cmpuint (group->labels->len, >=, 8);
        }
    }
  g_assert_true (primary);
}

static void
test_clash_is_caught (void)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func (group_free);
  Group *group = group_new ("test.ui", "menu");
  Label *a = g_new0 (Label, 1), *b = g_new0 (Label, 1);
  g_autofree char *found = NULL;

  a->text = g_strdup ("Open in _Replay…");
  b->text = g_strdup ("_Rules");
  g_ptr_array_add (group->labels, a);
  g_ptr_array_add (group->labels, b);
  g_ptr_array_add (groups, group);
  found = clashes (groups);
  g_assert_nonnull (found);
  g_assert_cmpuint (access_key ("Save__As _x"), ==, 'x');
  g_assert_cmpuint (access_key ("_Élan"), ==, g_utf8_get_char ("é"));
}

static void
test_no_clash (gconstpointer data)
{
  const char *lang = data;
  g_autoptr(GPtrArray) groups = read_groups ();
  g_autofree char *found = NULL;

  if (strcmp (lang, "en") == 0)
    qb_test_use_language ("en");
  else
    qb_test_assert_catalog_used (lang);
  found = clashes (groups);
  if (found != NULL)
    g_error ("%s: access keys shared:\n%s", lang, found);
}

/* The answers of the questions asked in C (AdwMessageDialog responses of
 * qb-window.c, qb-window-files.c and qb-decision-panel.c), which the .ui
 * files do not hold. */
static void
test_dialog_responses (gconstpointer data)
{
  const char *lang = data;
  const char *const answers[][3] = {
    { N_("_Cancel"), N_("_Discard"), N_("_Save…") },
    { N_("_Cancel"), N_("_Save Anyway"), NULL },
    /* qb-decision-panel.c, before the orders are confirmed. */
    { N_("_Keep Writing"), N_("_Confirm Orders"), NULL },
  };

  if (strcmp (lang, "en") == 0)
    qb_test_use_language ("en");
  else
    qb_test_assert_catalog_used (lang);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    for (guint a = 0; a < 3 && answers[i][a] != NULL; a++)
      for (guint b = a + 1; b < 3 && answers[i][b] != NULL; b++)
        {
          const char *x = g_dgettext (GETTEXT_PACKAGE, answers[i][a]);
          const char *y = g_dgettext (GETTEXT_PACKAGE, answers[i][b]);

          if (access_key (x) == access_key (y))
            g_error ("%s: “%s” and “%s” share an access key", lang, x, y);
        }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/text/access-keys/menus-found", test_menus_found);
  g_test_add_func ("/text/access-keys/clash-is-caught", test_clash_is_caught);
  g_test_add_data_func ("/text/access-keys/en", "en", test_no_clash);
  g_test_add_data_func ("/text/access-keys/responses/en", "en", test_dialog_responses);
  if (qb_test_i18n_init () != NULL)
    {
      g_test_add_data_func ("/text/access-keys/fr", "fr", test_no_clash);
      g_test_add_data_func ("/text/access-keys/it", "it", test_no_clash);
      g_test_add_data_func ("/text/access-keys/responses/fr", "fr", test_dialog_responses);
      g_test_add_data_func ("/text/access-keys/responses/it", "it", test_dialog_responses);
    }
  return g_test_run ();
}
