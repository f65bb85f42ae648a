// The commission report's totals kept per due day (receivable_days), as one line per day, key and currency, and the
// same lines summed from the receivables as the report summed them before it read the totals: the two must agree
// after any change (test/api/staff-counts.test.ts) and after a load that recounts them (test/process/seed-scale.test.ts).

export const KEPT_RECEIVABLE_DAYS = `select dimension || ':' || day || ':' || key || ':' || currency as k, concat_ws('/', receivables, expected, invoiced, paid, outstanding, open_count) as n from receivable_days order by 1`;

export const COUNTED_RECEIVABLE_DAYS = `select g.dimension || ':' || r.due_on || ':' || g.key || ':' || r.currency as k,
              concat_ws('/', count(*), coalesce(sum(r.amount) filter (where r.status <> 'written_off'), 0), coalesce(sum(r.amount) filter (where r.status in ('invoiced', 'paid')), 0),
                        sum(r.paid_amount), coalesce(sum(r.amount - r.paid_amount) filter (where r.status in ('expected', 'invoiced') and r.paid_amount < r.amount), 0),
                        count(*) filter (where r.status in ('expected', 'invoiced') and r.paid_amount < r.amount)) as n
         from receivables r
         left join users s on s.id = r.student_id
        cross join lateral (values ('institution', r.institution_id::text), ('intake', r.intake::text), ('adviser', coalesce(s.adviser_id::text, ''))) as g(dimension, key)
        group by 1 order by 1`;
