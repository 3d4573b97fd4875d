/* qb-odds-view.c: QbOddsView, the odds of a battle decision as bars (see
 * qb-odds-view.h). The colours come from style.css (oddsview.*); the
 * words come from the text layer (qb-odds-text.h). */
#include <glib/gi18n-lib.h>

#include "qb-odds-text.h"
#include "qb-odds-view.h"
#include "qb-ui-style.h"

typedef enum {
  SHOW_NOTHING,
  SHOW_FIRE,
  SHOW_BATTLE,
} Showing;

enum { COLOR_BAR, COLOR_BREAK, COLOR_INK, COLOR_ROUTED, COLOR_LOST, COLOR_OPEN, COLOR_WON, N_COLORS };

static const char *const color_classes[N_COLORS] = {
  "bar", "break", "ink", "routed", "lost", "open", "won",
};

struct _QbOddsView
{
  GtkWidget parent_instance;

  Showing showing;
  QbFireOdds fire;
  QbBattleOdds battle;
  int action_type;
  char *description;
  GdkRGBA colors[N_COLORS];
};

G_DEFINE_FINAL_TYPE (QbOddsView, qb_odds_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Room for the percentages above the bars and the numbers of hits below. */
#define LABEL_ROOM 16.0
#define GAP 4.0

static void
set_description (QbOddsView *self,
                 char       *text)
{
  g_free (self->description);
  self->description = text;
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DESCRIPTION]);
}

void
qb_odds_view_set_fire_odds (QbOddsView       *self,
                            const QbFireOdds *odds)
{
  g_return_if_fail (QB_IS_ODDS_VIEW (self));

  if (odds == NULL)
    {
      self->showing = SHOW_NOTHING;
      set_description (self, NULL);
      return;
    }
  self->showing = SHOW_FIRE;
  self->fire = *odds;
  set_description (self, qb_odds_text_fire (odds));
}

void
qb_odds_view_set_battle_odds (QbOddsView         *self,
                              int                 action_type,
                              const QbBattleOdds *odds)
{
  g_return_if_fail (QB_IS_ODDS_VIEW (self));

  if (odds == NULL)
    {
      self->showing = SHOW_NOTHING;
      set_description (self, NULL);
      return;
    }
  self->showing = SHOW_BATTLE;
  self->battle = *odds;
  self->action_type = action_type;
  set_description (self, qb_odds_text_choice (action_type, odds->p_routed, odds->se_routed,
                                              odds->p_won));
}

const char *
qb_odds_view_get_description (QbOddsView *self)
{
  g_return_val_if_fail (QB_IS_ODDS_VIEW (self), NULL);

  return self->description;
}

double
qb_odds_view_get_bar_height (QbOddsView *self,
                             int         hits)
{
  double tallest = 0;
  double plot = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * LABEL_ROOM;

  g_return_val_if_fail (QB_IS_ODDS_VIEW (self), 0);

  if (self->showing != SHOW_FIRE || hits < 0 || hits > self->fire.ndice || plot <= 0)
    return 0;
  for (int k = 0; k <= self->fire.ndice; k++)
    tallest = MAX (tallest, self->fire.p_hits[k]);
  return tallest > 0 ? plot * self->fire.p_hits[hits] / tallest : 0;
}

/* Text centred on x, its top at y. */
static void
draw_label (QbOddsView  *self,
            GtkSnapshot *snapshot,
            const char  *text,
            double       x,
            double       y)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoAttrList *attrs = pango_attr_list_new ();
  int w, h;

  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_get_pixel_size (layout, &w, &h);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (x - w / 2.0), (float) y));
  gtk_snapshot_append_layout (snapshot, layout, &self->colors[COLOR_INK]);
  gtk_snapshot_restore (snapshot);
}

static void
snapshot_fire (QbOddsView  *self,
               GtkSnapshot *snapshot,
               double       width,
               double       height)
{
  int n = self->fire.ndice;
  double slot = width / (n + 1);
  double bottom = height - LABEL_ROOM;

  for (int k = 0; k <= n; k++)
    {
      double h = qb_odds_view_get_bar_height (self, k);
      double x = k * slot;
      /* The bars of the hits that empty the enemy's column stand out. */
      gboolean breaks = self->fire.break_known && k >= self->fire.break_hits;
      g_autofree char *pc = qb_odds_percent (self->fire.p_hits[k]);
      g_autofree char *count = g_strdup_printf ("%d", k);

      gtk_snapshot_append_color (snapshot, &self->colors[breaks ? COLOR_BREAK : COLOR_BAR],
                                 &GRAPHENE_RECT_INIT ((float) (x + GAP / 2), (float) (bottom - h),
                                                      (float) MAX (slot - GAP, 1.0), (float) h));
      draw_label (self, snapshot, pc, x + slot / 2, bottom - h - LABEL_ROOM);
      draw_label (self, snapshot, count, x + slot / 2, bottom + 1);
    }
}

static void
snapshot_battle (QbOddsView  *self,
                 GtkSnapshot *snapshot,
                 double       width,
                 double       height)
{
  const QbBattleOdds *o = &self->battle;
  double parts[4] = {
    o->p_routed,
    MAX (o->p_lost - o->p_routed, 0.0),
    MAX (1.0 - o->p_lost - o->p_won, 0.0),
    o->p_won,
  };
  int colors[4] = { COLOR_ROUTED, COLOR_LOST, COLOR_OPEN, COLOR_WON };
  const char *names[4] = {
    /* Translators: under a part of the bar of a battle decision's odds:
     * routed by the end of the next battle turn (16.1). */
    C_("odds bar", "routed"),
    /* Translators: see "routed": the battle lost otherwise (a retreat). */
    C_("odds bar", "lost"),
    /* Translators: see "routed": the battle still undecided then. */
    C_("odds bar", "undecided"),
    /* Translators: see "routed": the battle won by then. */
    C_("odds bar", "won"),
  };
  double x = 0, bar = MIN (height - LABEL_ROOM, 24.0), y = 0;

  for (int i = 0; i < 4; i++)
    {
      double w = width * parts[i];

      if (w <= 0)
        continue;
      gtk_snapshot_append_color (snapshot, &self->colors[colors[i]],
                                 &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) w, (float) bar));
      /* A part wide enough for its words is named under the bar. */
      if (w >= 72)
        {
          g_autofree char *pc = qb_odds_percent (parts[i]);
          /* Translators: a part of a battle decision's odds bar, "routed 40%". */
          g_autofree char *label = g_strdup_printf (C_("odds bar", "%1$s %2$s"), names[i], pc);

          draw_label (self, snapshot, label, x + w / 2, y + bar + 1);
        }
      x += w;
    }
}

static void
qb_odds_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  QbOddsView *self = QB_ODDS_VIEW (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  if (self->showing == SHOW_FIRE)
    snapshot_fire (self, snapshot, w, h);
  else if (self->showing == SHOW_BATTLE)
    snapshot_battle (self, snapshot, w, h);
}

static void
qb_odds_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  QbOddsView *self = QB_ODDS_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 240;
    }
  else
    {
      *minimum = *natural = self->showing == SHOW_FIRE ? 96 : 24 + (int) LABEL_ROOM;
    }
}

static void
qb_odds_view_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  QbOddsView *self = QB_ODDS_VIEW (widget);

  GTK_WIDGET_CLASS (qb_odds_view_parent_class)->css_changed (widget, change);
  for (int i = 0; i < N_COLORS; i++)
    qb_ui_style_color (widget, color_classes[i], &self->colors[i]);
  gtk_widget_queue_draw (widget);
}

static void
qb_odds_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  QbOddsView *self = QB_ODDS_VIEW (object);

  switch (prop_id)
    {
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qb_odds_view_finalize (GObject *object)
{
  QbOddsView *self = QB_ODDS_VIEW (object);

  g_free (self->description);
  G_OBJECT_CLASS (qb_odds_view_parent_class)->finalize (object);
}

static void
qb_odds_view_class_init (QbOddsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = qb_odds_view_get_property;
  object_class->finalize = qb_odds_view_finalize;
  widget_class->snapshot = qb_odds_view_snapshot;
  widget_class->measure = qb_odds_view_measure;
  widget_class->css_changed = qb_odds_view_css_changed;

  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "oddsview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
qb_odds_view_init (QbOddsView *self)
{
  self->showing = SHOW_NOTHING;
  /* Translators: the accessible name of the picture of a battle decision's odds. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Odds"), -1);
  qb_ui_follow_dark_style (GTK_WIDGET (self));
  for (int i = 0; i < N_COLORS; i++)
    qb_ui_style_color (GTK_WIDGET (self), color_classes[i], &self->colors[i]);
}

GtkWidget *
qb_odds_view_new (void)
{
  return g_object_new (QB_TYPE_ODDS_VIEW, NULL);
}
