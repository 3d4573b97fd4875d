/* qb-rules-view-export.c: QbRulesView's "Copy Link to Section" and its
 * exports: the section shown or the whole book, in the page's language
 * and edition, as a self-contained HTML document (qb-rules-export.c) or a
 * PDF laid out here with cairo's PDF surface and Pango, A4, to print at
 * the table. */
#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "qb-rules-export.h"
#include "qb-rules-view-private.h"
#include "qb-ui-a11y.h"

/* A4 in points, and its margins. */
#define PAGE_WIDTH 595.0
#define PAGE_HEIGHT 842.0
#define MARGIN 56.0
#define BOX_INDENT 12.0

/* The edition filter for links and exports: Wilderness War has one. */
static const char *
edition_of (QbRulesView *self)
{
  return g_strcmp0 (self->game, QB_RULES_GAME_QUEBEC1759) == 0 ? self->edition : NULL;
}

char *
qb_rules_view_get_link (QbRulesView *self)
{
  g_return_val_if_fail (QB_IS_RULES_VIEW (self), NULL);
  return qb_rules_link_build (self->game, self->language, edition_of (self),
                              qb_rules_view_current_section (self));
}

static void
toast (QbRulesView *self,
       const char  *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay == NULL)
    return;
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (message));
  qb_ui_a11y_name_toasts (overlay);
}

static void
copy_link_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  QbRulesView *self = QB_RULES_VIEW (widget);
  g_autofree char *link = qb_rules_view_get_link (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), link);
  toast (self, _("Link copied"));
}

/* ---- PDF ----------------------------------------------------------------- */

typedef struct
{
  cairo_t *cr;
  PangoContext *context;
  double y;                      /* from the top of the page */
  int page;
} Pdf;

static void
pdf_footer (Pdf *pdf)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (pdf->context);
  g_autofree char *number = g_strdup_printf ("%d", pdf->page);
  PangoFontDescription *desc = pango_font_description_from_string ("Sans 8");
  int width, height;

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, number, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_set_source_rgb (pdf->cr, 0.45, 0.45, 0.45);
  cairo_move_to (pdf->cr, (PAGE_WIDTH - width) / 2, PAGE_HEIGHT - MARGIN / 2 - height);
  pango_cairo_show_layout (pdf->cr, layout);
}

static void
pdf_new_page (Pdf *pdf)
{
  pdf_footer (pdf);
  cairo_show_page (pdf->cr);
  pdf->page++;
  pdf->y = MARGIN;
}

/* Lays `markup` out at `indent` and draws it line by line, going to a
 * new page where a line would pass the bottom margin; `edge` (if not
 * NULL) draws a bar in the left margin of each piece, as the page does
 * for notes and the like. `keep` is the space that must remain below the
 * first line (a heading is not left alone at the foot of a page). */
static void
pdf_block (Pdf           *pdf,
           const char    *markup,
           const char    *font,
           double         indent,
           const GdkRGBA *edge,
           double         keep,
           double         space_after)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (pdf->context);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  PangoLayoutIter *iter;
  double bottom = PAGE_HEIGHT - MARGIN;
  double piece_top = pdf->y;
  int height;

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) ((PAGE_WIDTH - 2 * MARGIN - indent) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, NULL, &height);
  if (pdf->y + MIN ((double) height, keep) > bottom && pdf->y > MARGIN)
    pdf_new_page (pdf);
  piece_top = pdf->y;

  iter = pango_layout_get_iter (layout);
  do
    {
      PangoRectangle logical;
      double line_top, line_height, baseline;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      line_height = (double) logical.height / PANGO_SCALE;
      if (pdf->y + line_height > bottom)
        {
          if (edge != NULL)
            {
              gdk_cairo_set_source_rgba (pdf->cr, edge);
              cairo_rectangle (pdf->cr, MARGIN + indent - BOX_INDENT, piece_top, 2.5, pdf->y - piece_top);
              cairo_fill (pdf->cr);
            }
          pdf_new_page (pdf);
          piece_top = pdf->y;
        }
      line_top = (double) logical.y / PANGO_SCALE;
      baseline = (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE - line_top;
      cairo_set_source_rgb (pdf->cr, 0.12, 0.12, 0.12);
      cairo_move_to (pdf->cr, MARGIN + indent, pdf->y + baseline);
      pango_cairo_show_layout_line (pdf->cr, pango_layout_iter_get_line_readonly (iter));
      pdf->y += line_height;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  if (edge != NULL)
    {
      gdk_cairo_set_source_rgba (pdf->cr, edge);
      cairo_rectangle (pdf->cr, MARGIN + indent - BOX_INDENT, piece_top, 2.5, pdf->y - piece_top);
      cairo_fill (pdf->cr);
    }
  pdf->y += space_after;
}

/* The text as Pango markup with its references as plain numbers. */
static char *
plain_markup (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  while (*p)
    {
      const char *open = strstr (p, "[[");
      const char *close = open != NULL ? strstr (open, "]]") : NULL;
      g_autofree char *escaped = NULL;

      if (open == NULL || close == NULL)
        {
          escaped = g_markup_escape_text (p, -1);
          g_string_append (out, escaped);
          break;
        }
      escaped = g_markup_escape_text (p, open - p);
      g_string_append (out, escaped);
      g_free (escaped);
      escaped = g_markup_escape_text (open + 2, close - open - 2);
      g_string_append (out, escaped);
      p = close + 2;
    }
  return g_string_free (out, FALSE);
}

static void
pdf_section (Pdf                  *pdf,
             QbRulesBook          *book,
             const QbRulesSection *section,
             const char           *edition)
{
  const char *language = qb_rules_book_get_language (book);
  g_autofree char *title = g_markup_printf_escaped ("<span foreground=\"#77767b\">%s</span>  %s",
                                                    section->id, section->title);

  pdf->y += section->parent == NULL ? 14 : 8;
  pdf_block (pdf, title, section->parent == NULL ? "Sans Bold 16" : "Sans Bold 13", 0, NULL,
             90, 6);
  for (guint i = 0; i < section->n_paragraphs; i++)
    {
      const QbRulesParagraph *p = &section->paragraphs[i];
      g_autofree char *text = plain_markup (p->text);
      g_autoptr(GString) markup = g_string_new (NULL);
      const char *kind = NULL;
      GdkRGBA edge = { 0.6, 0.6, 0.6, 1 };
      gboolean boxed;

      if (p->edition != QB_RULES_EDITION_BOTH && edition != NULL && strcmp (edition, "both") != 0
          && strcmp (edition, qb_rules_edition_to_string (p->edition)) != 0)
        continue;
      switch (p->kind)
        {
        case QB_RULES_KIND_NOTE: kind = qb_rules_label (language, QB_RULES_LABEL_NOTE);
          gdk_rgba_parse (&edge, "#3584e4"); break;
        case QB_RULES_KIND_EXAMPLE: kind = qb_rules_label (language, QB_RULES_LABEL_EXAMPLE);
          gdk_rgba_parse (&edge, "#2ec27e"); break;
        case QB_RULES_KIND_DESIGN: kind = qb_rules_label (language, QB_RULES_LABEL_DESIGN);
          gdk_rgba_parse (&edge, "#9141ac"); break;
        case QB_RULES_KIND_FAQ: kind = qb_rules_label (language, QB_RULES_LABEL_FAQ);
          gdk_rgba_parse (&edge, "#e5a50a"); break;
        case QB_RULES_KIND_CLARIFICATION: kind = qb_rules_label (language, QB_RULES_LABEL_CLARIFICATION);
          gdk_rgba_parse (&edge, "#e66100"); break;
        case QB_RULES_KIND_RULE:
        default: break;
        }
      if (p->edition == QB_RULES_EDITION_CLASSIC)
        {
          g_string_append_printf (markup, "<span foreground=\"#a33a00\" weight=\"bold\" size=\"small\">%s</span>  ",
                                  qb_rules_label (language, QB_RULES_LABEL_CLASSIC));
          if (kind == NULL)
            gdk_rgba_parse (&edge, "#c64600");
        }
      else if (p->edition == QB_RULES_EDITION_REVISED)
        {
          g_string_append_printf (markup, "<span foreground=\"#1a5fb4\" weight=\"bold\" size=\"small\">%s</span>  ",
                                  qb_rules_label (language, QB_RULES_LABEL_REVISED));
          if (kind == NULL)
            gdk_rgba_parse (&edge, "#1c71d8");
        }
      if (kind != NULL)
        g_string_append_printf (markup, "<b>%s</b>  ", kind);
      g_string_append_printf (markup, p->kind == QB_RULES_KIND_EXAMPLE ? "<i>%s</i>" : "%s", text);
      boxed = kind != NULL || p->edition != QB_RULES_EDITION_BOTH;
      pdf_block (pdf, markup->str, "Sans 10", boxed ? BOX_INDENT : 0, boxed ? &edge : NULL, 24, 5);
    }
  for (guint i = 0; i < qb_rules_book_get_n_rulings (book); i++)
    {
      const QbRuling *ruling = qb_rules_book_get_ruling (book, i);
      g_autofree char *text = NULL;
      g_autofree char *markup = NULL;
      GdkRGBA edge;

      if (!g_strv_contains (ruling->sections, section->id))
        continue;
      gdk_rgba_parse (&edge, "#c01c28");
      text = plain_markup (ruling->text);
      markup = g_strdup_printf ("<b>%s %s</b>  %s", qb_rules_label (language, QB_RULES_LABEL_RULING),
                                ruling->id, text);
      pdf_block (pdf, markup, "Sans 10", BOX_INDENT, &edge, 24, 5);
    }
}

static gboolean
export_pdf (QbRulesBook  *book,
            const char   *section_id,
            const char   *edition,
            GFile        *file,
            GError      **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *book_title = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  Pdf pdf = { NULL, NULL, MARGIN, 1 };

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("A PDF can only be written to a local file."));
      return FALSE;
    }
  surface = cairo_pdf_surface_create (path, PAGE_WIDTH, PAGE_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, qb_rules_book_get_title (book));
  pdf.cr = cairo_create (surface);
  pdf.context = pango_cairo_create_context (pdf.cr);
  {
    PangoLanguage *lang = pango_language_from_string (qb_rules_book_get_language (book));
    pango_context_set_language (pdf.context, lang);
  }
  book_title = g_markup_escape_text (qb_rules_book_get_title (book), -1);
  pdf_block (&pdf, book_title, "Sans Bold 20", 0, NULL, 0, 10);
  if (section_id != NULL)
    {
      /* A chapter comes with its sections, as in HTML. */
      for (guint i = qb_rules_book_lookup (book, section_id)->index;
           i < qb_rules_book_get_n_sections (book); i++)
        {
          const QbRulesSection *s = qb_rules_book_get_section (book, i);
          if (!qb_rules_section_is_within (book, s, section_id))
            break;
          pdf_section (&pdf, book, s, edition);
        }
    }
  else
    for (guint i = 0; i < qb_rules_book_get_n_sections (book); i++)
      pdf_section (&pdf, book, qb_rules_book_get_section (book, i), edition);
  pdf_footer (&pdf);
  cairo_show_page (pdf.cr);
  g_object_unref (pdf.context);
  cairo_destroy (pdf.cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* ---- Export ---------------------------------------------------------------- */

gboolean
qb_rules_view_export (QbRulesView  *self,
                      GFile        *file,
                      gboolean      whole_book,
                      GError      **error)
{
  QbRulesBook *book;
  const char *section_id;
  g_autofree char *name = NULL;
  g_autofree char *lower = NULL;

  g_return_val_if_fail (QB_IS_RULES_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  book = qb_rules_view_primary_book (self);
  section_id = whole_book ? NULL : qb_rules_view_current_section (self);
  name = g_file_get_basename (file);
  lower = g_ascii_strdown (name != NULL ? name : "", -1);
  if (g_str_has_suffix (lower, ".pdf"))
    return export_pdf (book, section_id, edition_of (self), file, error);
  {
    g_autofree char *html = qb_rules_export_html (book, section_id, edition_of (self));
    return g_file_replace_contents (file, html, strlen (html), NULL, FALSE,
                                    G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
  }
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    QbRulesView     *self)
{
  gboolean whole_book = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "qb-whole-book"));

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (qb_rules_view_export (self, file, whole_book, &error))
        toast (self, _("Rules exported"));
      else
        {
          GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
          GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                      _("Could Not Export the Rules"), error->message);
          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
          gtk_window_present (GTK_WINDOW (dialog));
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  QbRulesView *self = QB_RULES_VIEW (widget);
  gboolean whole_book = g_str_equal (action_name, "rules.export-book");
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *pdf = gtk_file_filter_new ();
  GtkFileFilter *html = gtk_file_filter_new ();
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (whole_book ? _("Export All Rules") : _("Export Section"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (pdf, _("PDF document"));
  gtk_file_filter_add_suffix (pdf, "pdf");
  gtk_file_filter_set_name (html, _("Web page"));
  gtk_file_filter_add_suffix (html, "html");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pdf);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), html);
  g_object_unref (pdf);
  g_object_unref (html);
  /* A name that says what is inside: "rules-17.2-fr.pdf". */
  name = whole_book ? g_strdup_printf ("%s-%s.pdf", self->game, self->language)
                    : g_strdup_printf ("%s-%s-%s.pdf", self->game, qb_rules_view_current_section (self),
                                       self->language);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_object_set_data (G_OBJECT (chooser), "qb-whole-book", GINT_TO_POINTER (whole_book));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
qb_rules_view_class_init_export (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "rules.copy-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "rules.export-section", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "rules.export-book", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "rules.copy-link", NULL);
}
