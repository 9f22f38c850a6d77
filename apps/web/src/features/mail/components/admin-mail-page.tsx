import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, LoadStates } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingRegion, Skeleton, Skeletons } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useGetMailListQuery, useGetMailQuery, useGetMailStatusQuery } from '../api/mail-api';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** One written mail: its headers, the text version, and the HTML version in a sandboxed frame (no scripts, no links out). */
function MailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useT();
  const mail = useGetMailQuery(id ?? '', { skip: id === null });
  const data = mail.data?._id === id ? mail.data : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6">{data?.subject ?? t('mail.adminTitle')}</DialogTitle>
          <DialogDescription asChild>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left">
              <dt className="font-medium">{t('mail.from')}</dt>
              <dd className="break-all">{data?.from}</dd>
              <dt className="font-medium">{t('mail.to')}</dt>
              <dd className="break-all">{data?.to}</dd>
              <dt className="font-medium">{t('mail.date')}</dt>
              <dd>{data ? when(data.date) : ''}</dd>
            </dl>
          </DialogDescription>
        </DialogHeader>
        <LoadStates
          state={mail}
          loading={
            <LoadingRegion className="grid gap-2">
              <Skeleton className="h-64 w-full" />
            </LoadingRegion>
          }
          errorTitle={t('mail.adminLoadError')}
          isEmpty={false}
          empty={null}
        >
          {data && (
            <Tabs defaultValue="text" className="min-w-0 gap-3">
              <TabsList>
                <TabsTrigger value="text">{t('mail.textVersion')}</TabsTrigger>
                <TabsTrigger value="html">{t('mail.htmlVersion')}</TabsTrigger>
              </TabsList>
              <TabsContent value="text">
                <pre className="max-h-[55vh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted p-3 text-sm">
                  {data.text}
                </pre>
              </TabsContent>
              <TabsContent value="html">
                {data.html ? (
                  <iframe
                    title={t('mail.htmlFrameTitle')}
                    sandbox=""
                    srcDoc={data.html}
                    className="h-[55vh] w-full rounded-md border bg-white"
                  />
                ) : (
                  <p className="text-muted-foreground text-sm">{t('mail.noHtml')}</p>
                )}
              </TabsContent>
            </Tabs>
          )}
        </LoadStates>
      </DialogContent>
    </Dialog>
  );
}

function MailList() {
  const t = useT();
  const list = useGetMailListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [openId, setOpenId] = useState<string | null>(null);
  const mails = list.data ?? [];
  return (
    <>
      <LoadStates
        state={list}
        loading={
          <LoadingRegion className="grid gap-3">
            <Skeletons count={5} className="h-10 w-full" />
          </LoadingRegion>
        }
        errorTitle={t('mail.adminLoadError')}
        isEmpty={mails.length === 0}
        empty={<EmptyState icon={MailIcon}>{t('mail.adminEmpty')}</EmptyState>}
      >
        {/* a phone gets one button per mail instead of a table wider than the screen */}
        <ul className="grid gap-2 sm:hidden">
          {mails.map((mail) => (
            <li key={mail._id}>
              <button
                type="button"
                aria-label={t('mail.openMail', { subject: mail.subject })}
                onClick={() => setOpenId(mail._id)}
                className="grid w-full gap-0.5 rounded-lg border bg-card p-3 text-left outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="font-medium">{mail.subject}</span>
                <span className="break-all text-muted-foreground text-sm">{mail.to}</span>
                <span className="text-muted-foreground text-xs">{when(mail.date)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('mail.columnDate')}</TableHead>
                <TableHead>{t('mail.columnTo')}</TableHead>
                <TableHead>{t('mail.columnSubject')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('mail.columnOpen')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mails.map((mail) => (
                <TableRow key={mail._id}>
                  <TableCell className="whitespace-nowrap">{when(mail.date)}</TableCell>
                  <TableCell className="max-w-56 break-all">{mail.to}</TableCell>
                  <TableCell className="min-w-48 whitespace-normal">{mail.subject}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t('mail.openMail', { subject: mail.subject })}
                      onClick={() => setOpenId(mail._id)}
                    >
                      {t('mail.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </LoadStates>
      <MailDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** /admin/mail: the mails written to DATA_DIR/mail/ while no SMTP server is set (never in production). */
export function AdminMailPage() {
  const t = useT();
  const status = useGetMailStatusQuery();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h1 className="font-bold text-2xl tracking-tight">{t('mail.adminTitle')}</h1>
        </CardTitle>
        <p className="text-muted-foreground text-sm">{t('mail.adminIntro')}</p>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        <LoadStates
          state={status}
          loading={
            <LoadingRegion className="grid gap-3">
              <Skeletons count={3} className="h-10 w-full" />
            </LoadingRegion>
          }
          errorTitle={t('mail.adminLoadError')}
          isEmpty={status.data === false}
          empty={<EmptyState icon={MailIcon}>{t('mail.adminNotListed')}</EmptyState>}
        >
          <MailList />
        </LoadStates>
      </CardContent>
    </Card>
  );
}
