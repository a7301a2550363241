import { sql, type Kysely } from 'kysely';

/**
 * Live chat (issue 10). A conversation belongs to a member or to a visitor (chat_guests: the guest
 * token's digest, never the token); its messages are numbered 1, 2, … (last_seq) and a sender's own
 * id for each (client_id) makes a repeated send return the stored message. Each side's marks are the
 * highest seq it has received and read. One open conversation per member and per visitor. Images are
 * kept in chat_attachments (bytea): every instance serves them, and backups hold them with the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.references('members.id').onDelete('restrict'))
    .addColumn('guest_id', 'text', (c) => c.references('chat_guests.id').onDelete('restrict'))
    .addColumn('who', 'text', (c) => c.notNull())
    .addColumn('contact', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'active', 'ticket', 'closed')`))
    .addColumn('agent_id', 'text')
    .addColumn('agent_name', 'text')
    .addColumn('close_tag', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('member_delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('member_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agent_delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agent_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('chat_conversations_owner', sql`(member_id is null) <> (guest_id is null)`)
    .execute();
  await sql`create unique index chat_conversations_open_member on chat_conversations (member_id) where status <> 'closed' and member_id is not null`.execute(db);
  await sql`create unique index chat_conversations_open_guest on chat_conversations (guest_id) where status <> 'closed' and guest_id is not null`.execute(db);
  await sql`create index chat_conversations_open on chat_conversations (status, created_at) where status <> 'closed'`.execute(db);
  await db.schema.createIndex('chat_conversations_member_idx').on('chat_conversations').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('chat_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('restrict'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('restrict'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('member', 'visitor', 'agent', 'system')`))
    .addColumn('agent_id', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('body', 'text')
    .addColumn('attachment_id', 'text', (c) => c.references('chat_attachments.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_messages_pk', ['conversation_id', 'seq'])
    .addUniqueConstraint('chat_messages_client_id', ['conversation_id', 'client_id'])
    .execute();
  // A repeated send is found by its id among the sender's conversations.
  await db.schema.createIndex('chat_messages_client_idx').on('chat_messages').column('client_id').execute();

  await db.schema
    .createTable('chat_canned_replies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Replies every desk starts with (an admin edits the list in the console).
  await db
    .insertInto('chat_canned_replies')
    .values(
      [
        ['Chào hỏi', 'Xin chào anh/chị, em là nhân viên CSKH. Em có thể hỗ trợ gì cho anh/chị ạ?'],
        ['Chờ kiểm tra', 'Anh/chị vui lòng chờ em một chút để em kiểm tra thông tin ạ.'],
        ['Nạp tiền chưa vào', 'Anh/chị vui lòng gửi giúp em ảnh chụp biên lai chuyển khoản và mã giao dịch để em kiểm tra ạ.'],
        ['Rút tiền', 'Lệnh rút tiền được duyệt trong giờ làm việc, thường trong vòng 15 phút. Anh/chị theo dõi trạng thái ở mục Lịch sử giao dịch ạ.'],
        ['Kết thúc', 'Cảm ơn anh/chị đã liên hệ. Chúc anh/chị một ngày vui vẻ!'],
      ].map(([title, body]) => ({ title, body, created_by: null, created_at: new Date() })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_canned_replies', 'chat_messages', 'chat_attachments', 'chat_conversations', 'chat_guests']) {
    await db.schema.dropTable(table).execute();
  }
}
