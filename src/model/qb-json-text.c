/* qb-json-text.c: our JSON as text: two-space indentation, with short
 * arrays and objects of scalars (an action, a position) kept on one line,
 * so that saved games read well and diff well (see docs/file-format.md). */
#include <string.h>

#include "qb-json-private.h"

static void
append_string (GString    *out,
               const char *text)
{
  g_autofree char *valid = NULL;

  /* What is written must read again: the setters and the loader only
   * take UTF-8, and this keeps a save readable should anything else slip
   * through (U+FFFD for each bad byte). */
  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);

  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) c);
        }
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

static void
append_value (GString  *out,
              JsonNode *node)
{
  GType type;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      g_string_append (out, "null");
      return;
    }
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
  else if (type == G_TYPE_DOUBLE)
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (out, g_ascii_dtostr (buf, sizeof buf, json_node_get_double (node)));
    }
  else if (type == G_TYPE_BOOLEAN)
    g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
  else if (type == G_TYPE_STRING)
    append_string (out, json_node_get_string (node));
  else
    g_string_append (out, "null");
}

static gboolean
is_scalar (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) || JSON_NODE_HOLDS_NULL (node);
}

/* Small containers of plain values go on one line. */
#define FLAT_MAX 12

static gboolean
is_flat (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonObjectIter iter;
      const char *name;
      JsonNode *child;

      if (json_object_get_size (object) > FLAT_MAX)
        return FALSE;
      /* The ordered iterator needs both out arguments. */
      json_object_iter_init_ordered (&iter, object);
      while (json_object_iter_next_ordered (&iter, &name, &child))
        if (!is_scalar (child))
          return FALSE;
      return TRUE;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      if (n > FLAT_MAX)
        return FALSE;
      for (guint i = 0; i < n; i++)
        if (!is_scalar (json_array_get_element (array, i)))
          return FALSE;
      return TRUE;
    }
  return TRUE;
}

/* A long array of integers (a game's dice) goes this many to a line. */
#define INTS_PER_LINE 30

static gboolean
is_int_array (JsonNode *node)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *child = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (child) || json_node_get_value_type (child) != G_TYPE_INT64)
        return FALSE;
    }
  return TRUE;
}

static void
append_node (GString  *out,
             JsonNode *node,
             guint     indent)
{
  gboolean flat = is_flat (node);
  const char *sep = flat ? " " : "\n";

  if (!flat && is_int_array (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          if (i % INTS_PER_LINE == 0)
            g_string_append_printf (out, "\n%*s", (int) indent + 2, "");
          else
            g_string_append_c (out, ' ');
          append_value (out, json_array_get_element (array, i));
        }
      g_string_append_printf (out, "\n%*s]", (int) indent, "");
      return;
    }

  if (is_scalar (node))
    {
      append_value (out, node);
      return;
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonObjectIter iter;
      const char *name;
      JsonNode *child;
      gboolean first = TRUE;

      if (json_object_get_size (object) == 0)
        {
          g_string_append (out, "{}");
          return;
        }
      g_string_append_c (out, '{');
      json_object_iter_init_ordered (&iter, object);
      while (json_object_iter_next_ordered (&iter, &name, &child))
        {
          if (!first)
            g_string_append_c (out, ',');
          first = FALSE;
          g_string_append (out, sep);
          if (!flat)
            g_string_append_printf (out, "%*s", (int) indent + 2, "");
          append_string (out, name);
          g_string_append (out, ": ");
          append_node (out, child, indent + 2);
        }
      g_string_append (out, sep);
      if (!flat)
        g_string_append_printf (out, "%*s", (int) indent, "");
      g_string_append_c (out, '}');
    }
  else
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      if (n == 0)
        {
          g_string_append (out, "[]");
          return;
        }
      g_string_append_c (out, '[');
      for (guint i = 0; i < n; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          if (!flat)
            g_string_append_printf (out, "\n%*s", (int) indent + 2, "");
          else if (i > 0)
            g_string_append_c (out, ' ');
          append_node (out, json_array_get_element (array, i), indent + 2);
        }
      if (!flat)
        g_string_append_printf (out, "\n%*s", (int) indent, "");
      g_string_append_c (out, ']');
    }
}

char *
qb_json_to_text (JsonNode *root,
                 gsize    *length)
{
  GString *out = g_string_sized_new (4096);

  append_node (out, root, 0);
  g_string_append_c (out, '\n');
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}
